import { QUESTIONS_MAX, type QuestionDraft } from '@baobab/core';
import { useRef, useState } from 'react';
import { useTranslation } from '../../runtime/translation';
import { QuestionEditor, questionControlId } from './question-editor';
import { newQuestionId } from './question-kinds';

interface Props {
  questions: QuestionDraft[];
  change(questions: QuestionDraft[]): void;
  problems: Record<string, string>;
}

/**
 * The offer's screening questions (docs/product.md §6): added, edited, moved and removed with
 * buttons, saved with the draft as the rest of the form. Each change is announced, and the focus
 * stays where the keyboard user acted (the moved question's button, the new question's wording).
 */
export function QuestionsEditor({ questions, change, problems }: Props) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`recruiter.screening.${key}`, values);
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const focusLater = (find: () => HTMLElement | null | undefined) => requestAnimationFrame(() => find()?.focus());

  function add() {
    const question: QuestionDraft = { id: newQuestionId(), type: 'inputCheckbox', label: '', required: false };
    change([...questions, question]);
    setAnnouncement(s('added', { n: questions.length + 1 }));
    focusLater(() => document.getElementById(questionControlId(question.id, 'label')));
  }

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    const next = [...questions];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    change(next);
    setAnnouncement(s('moved', { n: to + 1 }));
    // The same button keeps the focus; at either end of the list it is disabled, so its twin takes it.
    const atEnd = to === 0 || to === next.length - 1;
    const button = atEnd ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down';
    focusLater(() => document.getElementById(questionControlId(moved.id, button)));
  }

  function remove(index: number) {
    const next = questions.filter((_, i) => i !== index);
    change(next);
    setAnnouncement(s('removed'));
    const neighbour = next[Math.min(index, next.length - 1)];
    focusLater(() =>
      neighbour ? document.getElementById(questionControlId(neighbour.id, 'label')) : addButton.current,
    );
  }

  return (
    <section className="bj-recruiter-questions" aria-labelledby="bj-offer-questions-title">
      <h3 id="bj-offer-questions-title">{s('title')}</h3>
      <p className="bj-muted bj-recruiter-hint">{s('hint')}</p>
      {questions.length === 0 ? (
        <p className="bj-muted">{s('empty')}</p>
      ) : (
        <ol className="bj-recruiter-question-list">
          {questions.map((question, index) => (
            <QuestionEditor
              key={question.id}
              question={question}
              n={index + 1}
              count={questions.length}
              problems={problems}
              change={(edited) => change(questions.map((q, i) => (i === index ? edited : q)))}
              move={(by) => move(index, by)}
              remove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      <p className="bj-sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <button
        ref={addButton}
        type="button"
        className="bj-btn"
        onClick={add}
        disabled={questions.length >= QUESTIONS_MAX}
      >
        {s('add')}
      </button>
    </section>
  );
}
