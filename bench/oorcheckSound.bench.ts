// The sound of the built-in hearing test in figures (docs/oorcheck.md, "The sound"): each digit's
// equalising gain, the residual spread of equal-SII SNRs over the digits before and after
// equalisation, and the masking noise against the digits' long-term spectrum per third-octave band.
import path from 'node:path';
import { loadDigitBank } from '../server/oorcheck/sound/digitBank';
import { residualSpread, unitBandLevels } from '../server/oorcheck/sound/equalise';
import { BAND_CENTRES, powerSpectrum } from '../server/oorcheck/sound/spectrum';
import { report, round } from './support/report';

const bank = loadDigitBank(path.join(__dirname, '..', 'content', 'oorcheck', 'digits'));

bank.gainsDb.forEach((gain, digit) =>
  report({
    section: 'Oorcheck: digit levels (gain re equal RMS, for equal SII at −7 dB SNR)',
    name: `digit ${digit}`,
    'gain dB': round(gain, 2),
  }),
);

const snrs = [-11, -9, -7, -5, -3];
const before = residualSpread(
  bank.digitBands,
  bank.noiseBands,
  bank.gainsDb.map(() => 0),
  snrs,
);
const after = residualSpread(bank.digitBands, bank.noiseBands, bank.gainsDb, snrs);
snrs.forEach((snr, i) =>
  report({
    section: 'Oorcheck: spread over the digits of the SNR for equal SII (max − min)',
    name: `at ${snr} dB SNR`,
    'equal RMS dB': round(before[i].spread, 2),
    'equalised dB': round(after[i].spread, 2),
  }),
);

const played = bank.digits.map((d, i) => d.map((v) => v * 10 ** (bank.gainsDb[i] / 20)));
const speech = unitBandLevels(powerSpectrum(played));
const noise = unitBandLevels(powerSpectrum([bank.noise]));
BAND_CENTRES.forEach((centre, i) =>
  report({
    section: 'Oorcheck: masking noise vs the digits’ long-term spectrum (third-octave bands, re total power)',
    name: `${centre} Hz`,
    'digits dB': round(speech[i], 1),
    'noise − digits dB': round(noise[i] - speech[i], 2),
    target: '|difference| ≤ 1 dB',
    met: Math.abs(noise[i] - speech[i]) <= 1,
  }),
);
