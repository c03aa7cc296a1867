import type { BaobabDocument } from '@baobab/core';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTranslation } from '../../runtime/translation';
import { allQuestionTypes, authAnswer, pdfFile, savedCv } from '../../test-support/job-detail-fixtures';
import { renderWithClient } from '../../test-support/render-with-client';
import { type AnswersCheck, checkAnswers, initialAnswers } from './answers';
import type { FieldErrors } from './field-errors';
import { QuestionFields } from './question-fields';

vi.mock(
  '../upload/resumable-upload',
  async () => (await import('../../test-support/fake-uploads')).fakeResumableUploads,
);

const uploaded: BaobabDocument = {
  ...savedCv,
  id: '11111111-2222-4333-8444-555555555555',
  type: 'COVER_LETTER',
  fileName: 'portfolio.pdf',
};
let lastCheck: AnswersCheck | undefined;

/** The questions as the apply form uses them: values in state, checked on submit with the core schema. */
function Harness() {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialAnswers(allQuestionTypes));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [documents, setDocuments] = useState<BaobabDocument[]>([savedCv]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        lastCheck = checkAnswers(allQuestionTypes, values, t);
        setErrors(lastCheck.ok ? {} : lastCheck.errors);
      }}
    >
      <QuestionFields
        idPrefix="q"
        questions={allQuestionTypes}
        values={values}
        onChange={(id, value) => setValues((current) => ({ ...current, [id]: value }))}
        errors={errors}
        documents={documents}
        onDocumentUploaded={(document) => setDocuments((current) => [...current, document])}
      />
      <button type="submit">Check</button>
    </form>
  );
}

describe('QuestionFields', () => {
  afterEach(cleanup);

  it('renders the nine field types with their labels and asterisks', () => {
    renderWithClient(<Harness />);
    expect(screen.getByRole('combobox', { name: /^City/ })).toBeTruthy(); // select
    expect(screen.getByRole('textbox', { name: /^Nickname/ })).toBeTruthy(); // inputText
    expect(screen.getByRole('group', { name: 'Portfolio' })).toBeTruthy(); // inputFile
    expect(screen.getByRole('combobox', { name: 'Level' })).toBeTruthy(); // inputSelect
    expect(screen.getAllByRole('radio')).toHaveLength(2); // inputRadio
    expect(screen.getByRole('textbox', { name: /^Why us/ }).tagName).toBe('TEXTAREA'); // inputTextarea
    expect(screen.getByRole('checkbox', { name: /^Driving licence/ })).toBeTruthy(); // inputCheckbox
    expect(screen.getByRole('spinbutton', { name: /^Years of experience/ })).toBeTruthy(); // inputNumber
    expect((screen.getByLabelText('Start date') as HTMLInputElement).type).toBe('date'); // inputDate
    expect(screen.getByRole('textbox', { name: /^Nickname/ }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Level' }).getAttribute('aria-required')).toBeNull();
  });

  it('reports each unanswered required question, tied to its control', async () => {
    const user = userEvent.setup();
    renderWithClient(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(6);
    const nick = screen.getByRole('textbox', { name: /^Nickname/ });
    expect(nick.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(nick.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This field is required.',
    );
  });

  it('rejects out-of-range numbers and accepts a complete answer set, as the server will', async () => {
    const user = userEvent.setup();
    const { client } = renderWithClient(<Harness />, {
      'POST /api/documents': { status: 201, body: uploaded },
    });
    act(() => client.session.store(authAnswer));
    await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'Abidjan');
    await user.type(screen.getByRole('textbox', { name: /^Nickname/ }), 'Awa');
    await user.click(screen.getByRole('radio', { name: 'Remote' }));
    await user.type(screen.getByRole('textbox', { name: /^Why us/ }), 'Because.');
    await user.click(screen.getByRole('checkbox', { name: /^Driving licence/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^Years of experience/ }), '99');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Please enter a number.')).toBeTruthy();

    await user.clear(screen.getByRole('spinbutton', { name: /^Years of experience/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^Years of experience/ }), '4');
    await user.upload(screen.getByLabelText(/^Or upload a PDF/), pdfFile(1000, 'portfolio.pdf'));
    expect(await screen.findByRole('option', { name: 'portfolio.pdf', selected: true })).toBeTruthy();
    await user.type(screen.getByLabelText('Start date'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(lastCheck).toEqual({
      ok: true,
      answers: {
        city: 'Abidjan',
        nick: 'Awa',
        mode: 'Remote',
        why: 'Because.',
        licence: true,
        years: 4,
        portfolio: uploaded.id,
        start: '2026-12-01',
      },
    });
  });

  it('a file question refuses a non-PDF before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { requests } = renderWithClient(<Harness />);
    await user.upload(screen.getByLabelText(/^Or upload a PDF/), pdfFile(1000, 'photo.png', 'image/png'));
    expect(await screen.findByText('The file must be a PDF and under 5MB.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
