import { publicQuestions, type Question, type QuestionDraft } from '@baobab/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValues } from '../form-fields/answers';
import { QuestionFields } from '../form-fields/question-fields';

const DASH = '—';
const noDocuments: never[] = [];

/** A question as the apply form will receive it: without its knock-out answers, blanks shown as a dash. */
const asCandidatesSee = (question: QuestionDraft): Question => {
  const [shown] = publicQuestions([
    { ...question, label: question.label || DASH, required: question.required ?? false },
  ]);
  return { ...shown!, ...(question.options && { options: question.options.map((option) => option || DASH) }) };
};

/**
 * The offer's screening questions drawn by the apply form's own fields, as the candidate will see
 * them (and can try them): the knock-out answers are not there, as they are not in the public job.
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
      <QuestionFields
        idPrefix="bj-preview-q"
        questions={questions.map(asCandidatesSee)}
        values={values}
        onChange={(id, value) => setValues((current) => ({ ...current, [id]: value }))}
        errors={{}}
        documents={noDocuments}
        onDocumentUploaded={() => undefined}
      />
    </section>
  );
}
