// The built-in Oorcheck test page (served at /oorcheck/?token=…, opened by the main app). The
// server runs the test: it picks every triplet, mixes the sound, scores each answer and ends the
// run. The page asks how the student listens (headphones: antiphasic; without: diotic), plays the
// sound of each trial and posts what the student typed; it never knows the digits.
import { t } from '../../../i18n/nl';
import type { RunProgress } from '../../../rules/dinRun';
import { TRIPLET_COUNT, type DinMode } from '../../../rules/dinTest';
import {
  answerTrial,
  beginRun,
  ensureCsrfCookie,
  openSession,
  PageApiError,
  sampleSound,
  trialSound,
  type AnswerResponse,
} from './pageApi';
import { play, unlockAudio } from './player';
import { button, el, show } from './view';
import './oorcheckPage.css';

const root = document.getElementById('oorcheck') as HTMLElement;
const token = new URLSearchParams(window.location.search).get('token') ?? '';

const header = () =>
  el(
    'header',
    { class: 'oc-header' },
    el('h1', {}, t('oorcheck.title')),
    el('p', { class: 'oc-sub' }, t('oorcheck.subtitle')),
  );

function showError(message: string, retry?: () => void): void {
  show(
    root,
    header(),
    el(
      'section',
      { class: 'oc-card oc-card--error', role: 'alert' },
      el('h2', {}, t('oorcheck.errorHeading')),
      el('p', {}, message),
      retry ? button(t('oorcheck.retry'), retry, true) : null,
    ),
  );
}

const errorMessage = (err: unknown): string => {
  if (err instanceof PageApiError && err.status === 401) return t('oorcheck.errorLogin');
  if (err instanceof PageApiError && (err.status === 404 || err.status === 409)) return t('oorcheck.errorInvalid');
  return t('oorcheck.errorSave');
};

function modeChoice(): { fieldset: HTMLFieldSetElement; mode: () => DinMode } {
  const radio = (value: DinMode, label: string, checked: boolean) => {
    const input = el('input', {
      type: 'radio',
      name: 'oc-mode',
      id: `oc-mode-${value}`,
      value,
      ...(checked ? { checked: '' } : {}),
    });
    return el('div', { class: 'oc-radio' }, input, el('label', { for: `oc-mode-${value}` }, label));
  };
  const note = el('p', { class: 'oc-hint', id: 'oc-mode-note', hidden: '' }, t('oorcheck.modeSpeakersNote'));
  const fieldset = el(
    'fieldset',
    { class: 'oc-mode' },
    el('legend', {}, t('oorcheck.modeHeading')),
    radio('antiphasic', t('oorcheck.modeHeadphones'), true),
    radio('diotic', t('oorcheck.modeSpeakers'), false),
    note,
  );
  const mode = () => (fieldset.querySelector<HTMLInputElement>('input:checked')?.value ?? 'antiphasic') as DinMode;
  fieldset.addEventListener('change', () => (note.hidden = mode() !== 'diotic'));
  return { fieldset, mode };
}

function showIntro(): void {
  const { fieldset, mode } = modeChoice();
  const sample = async () => {
    await unlockAudio();
    await play(await sampleSound(token, mode()));
  };
  show(
    root,
    header(),
    el('p', { class: 'oc-notice', role: 'note' }, t('oorcheck.screening')),
    el('p', { class: 'oc-notice oc-notice--info' }, t('oorcheck.headphones')),
    el('p', {}, t('oorcheck.howItWorks', { count: TRIPLET_COUNT })),
    el('section', { class: 'oc-card' }, fieldset),
    el(
      'section',
      { class: 'oc-card' },
      el('h2', {}, t('oorcheck.volumeHeading')),
      el('p', {}, t('oorcheck.volumeText')),
      button(
        t('oorcheck.playSample'),
        () => void sample().catch((err: unknown) => showError(errorMessage(err), showIntro)),
      ),
    ),
    el(
      'div',
      { class: 'oc-actions' },
      button(t('oorcheck.start'), () => void startTest(mode()), true),
    ),
  );
}

/** The trial screen, built once: only the small status line is a live region, so a screen reader
 *  announces "Ronde 3 van 24" and what to do, not the whole page every round. */
function trialScreen() {
  const status = el('p', {
    class: 'oc-status',
    id: 'oc-status',
    role: 'status',
    'aria-live': 'polite',
    'aria-atomic': 'true',
  });
  const progress = el('progress', {
    max: String(TRIPLET_COUNT),
    value: '0',
    'aria-label': t('oorcheck.progressLabel'),
  });
  const input = el('input', {
    id: 'oc-digits',
    class: 'oc-input',
    inputmode: 'numeric',
    autocomplete: 'off',
    maxlength: '3',
    pattern: '[0-9]{3}',
    'aria-describedby': 'oc-hint',
    disabled: '',
  });
  const hint = el('p', { id: 'oc-hint', class: 'oc-hint' });
  const next = el(
    'button',
    { type: 'submit', class: 'oc-button oc-button--primary', disabled: '' },
    t('oorcheck.next'),
  );
  const retry = button(t('oorcheck.retry'), () => undefined);
  retry.hidden = true;
  const form = el(
    'form',
    { class: 'oc-card oc-trial', novalidate: '' },
    el('h2', {}, t('oorcheck.testHeading')),
    status,
    progress,
    el('label', { for: 'oc-digits' }, t('oorcheck.digitsLabel')),
    input,
    hint,
    el('div', { class: 'oc-row' }, next, retry),
  );
  show(root, header(), form);
  return { form, status, progress, input, hint, next, retry };
}

async function startTest(mode: DinMode): Promise<void> {
  let progress: RunProgress;
  try {
    await unlockAudio();
    progress = await beginRun(token, mode);
  } catch (err) {
    return showError(errorMessage(err), showIntro);
  }
  const screen = trialScreen();
  let busy = false;

  const round = async (at: RunProgress) => {
    screen.input.disabled = true;
    screen.next.disabled = true;
    screen.input.value = '';
    screen.hint.classList.remove('oc-hint--error');
    screen.status.classList.remove('oc-hint--error');
    screen.hint.textContent = t('oorcheck.listen');
    screen.progress.max = at.total; // the server's count (a browser test may run fewer than 24)
    screen.progress.value = at.round - 1;
    screen.progress.setAttribute('aria-valuetext', t('oorcheck.round', { current: at.round, total: at.total }));
    screen.status.textContent = at.repeat
      ? t('oorcheck.repeat')
      : t('oorcheck.round', { current: at.round, total: at.total });
    await play(await trialSound(token));
    screen.input.disabled = false;
    screen.next.disabled = false;
    screen.hint.textContent = t('oorcheck.typeDigits');
    screen.input.focus(); // focus goes to the field only when it can be used
  };

  const run = (step: () => Promise<void>): Promise<void> =>
    step().catch((err: unknown) => {
      busy = false;
      screen.input.disabled = true;
      screen.next.disabled = true;
      // Refused by the server (logged out, session gone, answered elsewhere): start again from the intro.
      if (err instanceof PageApiError && err.status < 500)
        return showError(errorMessage(err), () => void startTest(mode));
      // The connection dropped for a moment: the run waits on the server, so try the same step again.
      // Said in the live status line, so a screen reader announces it.
      screen.status.textContent = t('oorcheck.errorSave');
      screen.status.classList.add('oc-hint--error');
      screen.hint.textContent = '';
      screen.retry.hidden = false;
      screen.retry.onclick = () => {
        screen.retry.hidden = true;
        void run(step);
      };
      screen.retry.focus();
    });

  screen.form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy || screen.input.disabled) return;
    const response = screen.input.value.replace(/\D/g, '');
    if (response.length !== 3) {
      screen.hint.textContent = t('oorcheck.needThree');
      screen.hint.classList.add('oc-hint--error');
      screen.input.focus();
      return;
    }
    busy = true;
    void run(async () => {
      const answer = await answerTrial(token, response);
      busy = false;
      if (answer.done) showOutcome(answer);
      else await round(answer);
    });
  });
  void run(() => round(progress));
}

function showOutcome(answer: Extract<AnswerResponse, { done: true }>): void {
  if (answer.status === 'refused') {
    show(
      root,
      header(),
      el(
        'section',
        { class: 'oc-card oc-card--bad', role: 'alert' },
        el('h2', {}, t('oorcheck.refusedHeading')),
        el('p', {}, t('oorcheck.refusedText')),
      ),
    );
    return;
  }
  show(
    root,
    header(),
    el(
      'section',
      { class: `oc-card oc-card--${answer.result}` },
      el('h2', {}, t('oorcheck.doneHeading')),
      el('p', { class: 'oc-result' }, t(answer.result === 'bad' ? 'oorcheck.resultBad' : 'oorcheck.resultGood')),
      // One advice everywhere (page, module, PDF): repeat on a quiet spot with headphones, then the GP.
      // The threshold itself is not shown: its norm for this voice is not confirmed (docs/oorcheck.md).
      answer.result === 'bad' ? el('p', {}, t('oorcheck.resultBadAdvice')) : null,
      el('p', {}, t('oorcheck.closeWindow')),
    ),
    el('p', { class: 'oc-notice', role: 'note' }, t('oorcheck.screening')),
  );
}

async function boot(): Promise<void> {
  show(root, header(), el('p', {}, t('oorcheck.loading')));
  if (!/^[\w-]{43}$/.test(token)) return showError(t('oorcheck.errorInvalid'));
  try {
    await ensureCsrfCookie();
    const session = await openSession(token);
    if (session.status === 'complete' || session.status === 'refused') return showError(t('oorcheck.errorInvalid'));
  } catch (err) {
    return showError(
      err instanceof PageApiError && err.status === 401 ? t('oorcheck.errorLogin') : t('oorcheck.errorInvalid'),
    );
  }
  if (typeof AudioContext === 'undefined') return showError(t('oorcheck.errorAudio'));
  showIntro();
}

void boot();
