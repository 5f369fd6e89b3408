// The step indicator under the header (seeds 000 §1, 001 §1): "步驟 2/3 填寫資料" read out as one
// line (a labelled region of its own, beside the header and the main content), and a bar of the header's steps (done, current, to come) drawn beside it. Its steps and
// the screen's number are config (flows/flow.json shell.steps, the screen's `step`); a screen
// without a number in this header shows none.
import { useTranslation } from 'react-i18next';
import type { StepView } from '../engine/steps.js';

export function StepIndicator({ step }: { step: StepView }) {
  const { t } = useTranslation();
  return (
    <section className="steps" aria-label={t('shell.stepLabel')}>
      <div className="steps__inner">
        <p className="steps__now">
          <span className="app__step">{t('shell.stepCount', { n: step.n, total: step.total })}</span>{' '}
          <span className="steps__name">{t(step.names[step.n - 1])}</span>
        </p>
        <ol className="steps__bar" aria-hidden="true">
          {step.names.map((name, i) => (
            <li key={name + i} className={`steps__item steps__item--${i + 1 < step.n ? 'done' : i + 1 === step.n ? 'current' : 'todo'}`}>
              <span className="steps__dot">{i + 1}</span>
              <span className="steps__label">{t(name)}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
