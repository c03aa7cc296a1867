import type { Application, AuthAnswer, BaobabDocument, Job, Question } from '@baobab/core';

/** Test data that parses with the core schemas (the real client checks every answer). */
export const USER_ID = '0d4b9f8e-6a4c-4e0a-9c3b-2d1f0e9a8b7c';

export const authAnswer: AuthAnswer = {
  user: { id: USER_ID, firstName: 'Awa', lastName: 'Diop', email: 'awa@example.com', phone: null },
  tokenization: { accessToken: 'access-token', refreshToken: 'refresh-token', expiresIn: 900 },
};

export const savedCv: BaobabDocument = {
  id: '5b0e2c1a-3f4d-4e5f-8a9b-0c1d2e3f4a5b',
  type: 'CV',
  fileName: 'cv-awa.pdf',
  size: 120_000,
  createdAt: '2026-10-01T10:00:00.000Z',
};

export const allQuestionTypes: Question[] = [
  { id: 'city', type: 'select', label: 'City', required: true, options: ['Dakar', 'Abidjan'] },
  { id: 'nick', type: 'inputText', label: 'Nickname', required: true },
  { id: 'portfolio', type: 'inputFile', label: 'Portfolio', required: false },
  { id: 'level', type: 'inputSelect', label: 'Level', required: false, options: ['Junior', 'Senior'] },
  { id: 'mode', type: 'inputRadio', label: 'Work mode', required: true, options: ['Remote', 'Office'] },
  { id: 'why', type: 'inputTextarea', label: 'Why us', required: true },
  { id: 'licence', type: 'inputCheckbox', label: 'Driving licence', required: true },
  { id: 'years', type: 'inputNumber', label: 'Years of experience', required: true, min: 0, max: 50 },
  { id: 'start', type: 'inputDate', label: 'Start date', required: false },
];

export function jobFixture(overrides: Partial<Job> = {}): Job {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    slug: 'developpeur-react-dakar',
    title: 'Développeur React',
    excerpt: 'Rejoignez-nous',
    publicationDate: '2026-10-20T08:00:00.000Z',
    validThrough: '2026-12-19T08:00:00.000Z',
    companyDetails: { alias: 'sonatel', name: 'Sonatel', logo: null },
    countryCode: 'SN',
    city: 'Dakar',
    contractType: 'CDI',
    remote: 'hybrid',
    salary: { min: 800000, max: 1200000, currency: 'XOF', period: 'month' },
    activityDomains: [],
    closed: false,
    external: false,
    lang: 'fr',
    description: 'First paragraph of the offer.\n\n<b>Second</b> paragraph.',
    bestCandidateProfil: 'Three years of React.',
    private: false,
    externalApplyUrl: null,
    questions: [],
    underReview: false,
    ...overrides,
  };
}

export function applicationFixture(job: Job): Application {
  return {
    id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
    spontaneous: false,
    job: { slug: job.slug, title: job.title },
    company: job.companyDetails,
    status: 'SENT',
    timeline: [{ status: 'SENT', at: '2026-11-02T09:00:00.000Z' }],
    cv: savedCv,
    coverLetter: null,
    answers: {},
    createdAt: '2026-11-02T09:00:00.000Z',
  };
}

/** A PDF of `size` bytes (content is irrelevant on the client: the type and size are checked). */
export function pdfFile(size = 2048, name = 'cv.pdf', type = 'application/pdf'): File {
  return new File([new Uint8Array(size)], name, { type });
}
