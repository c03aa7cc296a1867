import { publicQuestions, type Question, type QuestionDraft } from '@baobab/core';
import { useState } from 'react';
import { useTranslation } from '../../runtime/translation';
import type { AnswerValue, AnswerValues } from '../form-fields/answers';
import { CheckboxQuestion } from '../form-fields/checkbox-question';
import { RadioQuestion, SelectQuestion } from '../form-fields/choice-fields';
import { TextareaQuestion, TextQuestion } from '../form-fields/text-questions';

const DASH = '—';

/** A question as the apply form will receive it: without its knock-out answers, blanks shown as a dash. */
const asCandidatesSee = (question: QuestionDraft): Question => {
  const [shown] = publicQuestions([
    { ...question, label: question.label || DASH, required: question.required ?? false },
  ]);
  return { ...shown!, ...(question.options && { options: question.options.map((option) => option || DASH) }) };
};

/**
 * One question drawn by the apply form's own field (form-fields), but a file question: its upload
 * code stays out of the recruiter space, which shows its wording only.
 */
function PreviewField({
  question,
  value,
  onChange,
}: {
  question: Question;
  value: AnswerValue;
  onChange(value: AnswerValue): void;
}) {
  const common = { id: `bj-preview-q-${question.id}`, question, error: null };
  const text = typeof value === 'string' ? value : '';
  switch (question.type) {
    case 'select':
    case 'inputSelect':
      return <SelectQuestion {...common} value={text} onChange={onChange} />;
    case 'inputRadio':
      return <RadioQuestion {...common} value={text} onChange={onChange} />;
    case 'inputCheckbox':
      return <CheckboxQuestion {...common} value={typeof value === 'string' ? false : value} onChange={onChange} />;
    case 'inputTextarea':
      return <TextareaQuestion {...common} value={text} onChange={onChange} />;
    case 'inputFile':
      return <p className="bj-label">{question.label}</p>;
    default:
      return <TextQuestion {...common} value={text} onChange={onChange} />;
  }
}

/**
 * The offer's screening questions as the candidate will see them (and the recruiter can try them):
 * the knock-out answers are not there, as they are not in the public job.
 */
export function QuestionsPreview({ questions }: { questions: readonly QuestionDraft[] }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AnswerValues>({});
  if (!questions.length) return null;
  return (
    <section aria-labelledby="bj-recruiter-preview-questions" className="bj-recruiter-preview-questions">
      <h4 id="bj-recruiter-preview-questions" className="bj-section-title">
        {t('recruiter.screening.preview_title')}
      </h4>
      {questions.map(asCandidatesSee).map((question) => (
        <PreviewField
          key={question.id}
          question={question}
          value={values[question.id] ?? ''}
          onChange={(value) => setValues((current) => ({ ...current, [question.id]: value }))}
        />
      ))}
    </section>
  );
}
