// The built-in Oorcheck test page (served at /oorcheck/?token=…, opened by the main app): the
// digits-in-noise procedure of ../dinTest.ts with Dutch digits in speech-shaped noise. The page
// marks the session started when it opens and sends all trials at the end; the server replays
// the staircase and stores the threshold and result.
import { t } from '../../../i18n/nl';
import { isFinished, nextSnr, randomTriplet, TRIPLET_COUNT, countedTrials, type Trial } from '../dinTest';
import { mixTrial } from './mixTrial';
import { completeSession, ensureCsrfCookie, loadDigit, openSession, PageApiError } from './pageApi';
import { play, unlockAudio } from './player';
import { button, el, show } from './view';
import { parseWav } from './wav';
import './oorcheckPage.css';

const root = document.getElementById('oorcheck') as HTMLElement;
const token = new URLSearchParams(window.location.search).get('token') ?? '';
let digits: Float32Array[] = [];
const trials: Trial[] = [];

const header = () => el('header', { class: 'oc-header' }, el('h1', {}, t('oorcheck.title')), el('p', { class: 'oc-sub' }, t('oorcheck.subtitle')));

function showError(message: string, retry?: () => void): void {
  show(root, header(), el('section', { class: 'oc-card oc-card--error', role: 'alert' }, el('h2', {}, t('oorcheck.errorHeading')), el('p', {}, message), retry ? button(t('oorcheck.retry'), retry, true) : null));
}

const triplet = (d: number[]) => d.map((n) => digits[n]);

async function playSample(): Promise<void> {
  await unlockAudio();
  await play(mixTrial(triplet(randomTriplet()), 6).samples);
}

function showIntro(): void {
  const start = button(t('oorcheck.start'), () => void startTest(), true);
  show(
    root,
    header(),
    el('p', { class: 'oc-notice', role: 'note' }, t('oorcheck.screening')),
    el('p', { class: 'oc-notice oc-notice--info' }, t('oorcheck.headphones')),
    el('p', {}, t('oorcheck.howItWorks', { count: TRIPLET_COUNT })),
    el('section', { class: 'oc-card' }, el('h2', {}, t('oorcheck.volumeHeading')), el('p', {}, t('oorcheck.volumeText')), button(t('oorcheck.playSample'), () => void playSample())),
    el('div', { class: 'oc-actions' }, start),
  );
}

async function startTest(): Promise<void> {
  await unlockAudio();
  await runTrial();
}

async function runTrial(): Promise<void> {
  if (isFinished(trials)) return finish();
  const snr = nextSnr(trials);
  // A repeated first triplet keeps its digits, as in the DIN procedure; others are new.
  const repeatFirst = trials.length > 0 && countedTrials(trials) === 0;
  const current = repeatFirst ? trials[trials.length - 1].digits : randomTriplet();
  const round = Math.min(countedTrials(trials) + 1, TRIPLET_COUNT);
  const input = el('input', {
    id: 'oc-digits', class: 'oc-input', inputmode: 'numeric', autocomplete: 'off', maxlength: '3', pattern: '[0-9]{3}', 'aria-describedby': 'oc-hint', disabled: '',
  });
  const hint = el('p', { id: 'oc-hint', class: 'oc-hint' }, t('oorcheck.listen'));
  const next = el('button', { type: 'submit', class: 'oc-button oc-button--primary', disabled: '' }, t('oorcheck.next'));
  const form = el('form', { class: 'oc-card oc-trial', novalidate: '' },
    el('h2', {}, t('oorcheck.round', { current: round, total: TRIPLET_COUNT })),
    el('progress', { max: String(TRIPLET_COUNT), value: String(round - 1), 'aria-hidden': 'true' }),
    el('label', { for: 'oc-digits' }, t('oorcheck.digitsLabel')), input, hint, next);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const response = input.value.replace(/\D/g, '');
    if (response.length !== 3) {
      hint.textContent = t('oorcheck.needThree');
      hint.classList.add('oc-hint--error');
      input.focus();
      return;
    }
    trials.push({ digits: current, response, snr });
    void runTrial();
  });
  show(root, header(), form);
  await play(mixTrial(triplet(current), snr).samples);
  input.disabled = false;
  next.disabled = false;
  hint.textContent = t('oorcheck.typeDigits');
  input.focus();
}

async function finish(): Promise<void> {
  show(root, header(), el('section', { class: 'oc-card' }, el('h2', {}, t('oorcheck.saving'))));
  try {
    const done = await completeSession(token, trials);
    show(root, header(), el('section', { class: `oc-card oc-card--${done.result}` },
      el('h2', {}, t('oorcheck.doneHeading')),
      el('p', { class: 'oc-result' }, t(done.result === 'bad' ? 'oorcheck.resultBad' : 'oorcheck.resultGood')),
      // One advice everywhere (page, module, PDF): repeat on a quiet spot with headphones, then the GP.
      // The threshold itself is not shown: its norm for this voice is not confirmed (docs/oorcheck.md).
      done.result === 'bad' ? el('p', {}, t('oorcheck.resultBadAdvice')) : null,
      el('p', {}, t('oorcheck.closeWindow'))),
      el('p', { class: 'oc-notice', role: 'note' }, t('oorcheck.screening')));
  } catch (err) {
    showError(err instanceof PageApiError && err.status !== 409 ? t('oorcheck.errorSave') : t('oorcheck.errorInvalid'), () => void finish());
  }
}

async function boot(): Promise<void> {
  show(root, header(), el('p', {}, t('oorcheck.loading')));
  if (!/^[\w-]{43}$/.test(token)) return showError(t('oorcheck.errorInvalid'));
  try {
    await ensureCsrfCookie();
    const session = await openSession(token);
    if (session.status === 'complete') return showError(t('oorcheck.errorInvalid'));
  } catch (err) {
    return showError(err instanceof PageApiError && err.status === 401 ? t('oorcheck.errorLogin') : t('oorcheck.errorInvalid'));
  }
  try {
    digits = (await Promise.all([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(loadDigit))).map(parseWav);
    if (typeof AudioContext === 'undefined') throw new Error('no Web Audio');
  } catch {
    return showError(t('oorcheck.errorAudio'));
  }
  showIntro();
}

void boot();
