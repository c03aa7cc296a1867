import { type ApiEndpointName, apiEndpoints, type EndpointDef, endpointPath } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { inviteToken, recruiterCall, signedInRecruiter } from '../../../test/recruiter-kit';

/**
 * Two companies: B's owner calls every recruiter endpoint with A's ids (offers, drafts, members,
 * invitations). Each answers 404, as an unknown id, and A's data is the same afterwards.
 */
let t: TestApp;
let a: {
  owner: Awaited<ReturnType<typeof signedInRecruiter>>;
  colleague: string;
  invite: string;
  draft: string;
  published: string;
  thread: string;
};
let bOwner: Awaited<ReturnType<typeof signedInRecruiter>>;

const DRAFT = {
  title: 'Chargé de clientèle',
  description: 'Accueil et suivi des clients.',
  bestCandidateProfil: 'Sens du service.',
  countryCode: 'SN',
  city: 'Thiès',
  contractType: 'CDD',
};

beforeAll(async () => {
  t = await createTestApp();
  await t.services.db.query(
    "insert into countries (code, slug, name_fr, name_en) values ('SN', 'senegal', 'Sénégal', 'Senegal')",
  );
  const companyA = await insertCompany(t.services.db, { name: 'A' });
  const companyB = await insertCompany(t.services.db, { name: 'B' });
  const owner = await signedInRecruiter(t, companyA.id);
  const colleague = await signedInRecruiter(t, companyA.id, 'recruiter');
  await inviteToken(t, companyA.id, 'pending@a.example', 'recruiter');
  const team = (await recruiterCall(t, 'recruiterTeam', owner.headers)).json();
  const draft = (await recruiterCall(t, 'recruiterCreateOffer', owner.headers, {}, { title: 'Brouillon de A' })).json();
  const published = (await recruiterCall(t, 'recruiterCreateOffer', owner.headers, {}, DRAFT)).json();
  await recruiterCall(t, 'recruiterPublishOffer', owner.headers, { id: published.id });
  const candidate = await t.candidate();
  await t.app.inject({
    method: 'POST',
    url: endpointPath(apiEndpoints.writeToCompany.path, { alias: companyA.alias }),
    headers: candidate.headers,
    payload: { body: 'Bonjour A' },
  });
  const [thread] = (await recruiterCall(t, 'recruiterThreads', owner.headers)).json();
  a = {
    owner,
    colleague: colleague.id,
    invite: team.invites[0].id,
    draft: draft.id,
    published: published.id,
    thread: thread.id,
  };
  bOwner = await signedInRecruiter(t, companyB.id);
});
afterAll(() => t.close());

/** What A's owner sees: compared before and after B's calls. */
const aState = async () => ({
  offers: (await recruiterCall(t, 'recruiterOffers', a.owner.headers)).json(),
  team: (await recruiterCall(t, 'recruiterTeam', a.owner.headers)).json(),
  threads: (await recruiterCall(t, 'recruiterThreads', a.owner.headers)).json(),
});

/** Each recruiter endpoint taking an id, with A's id B tries (and a body where it needs one). */
const CROSS_CALLS: Partial<Record<ApiEndpointName, () => { id: string; body?: object }>> = {
  recruiterOffer: () => ({ id: a.published }),
  recruiterSaveDraft: () => ({ id: a.published, body: { title: 'Écrit par B' } }),
  recruiterPublishOffer: () => ({ id: a.draft }),
  recruiterCloseOffer: () => ({ id: a.published }),
  recruiterReopenOffer: () => ({ id: a.published }),
  recruiterDuplicateOffer: () => ({ id: a.published }),
  recruiterRemoveMember: () => ({ id: a.colleague }),
  recruiterThread: () => ({ id: a.thread }),
  recruiterAnswer: () => ({ id: a.thread, body: { body: 'Écrit par B' } }),
};
/** The recruiter endpoints without an id: what they answer B holds nothing of A. */
const OWN_CALLS: ApiEndpointName[] = ['recruiterOffers', 'recruiterTeam', 'recruiterMe', 'recruiterThreads'];

describe('recruiter isolation across two companies', () => {
  it('covers every recruiter endpoint that needs a session', () => {
    const scoped = Object.entries(apiEndpoints as Record<string, EndpointDef>)
      // The inbox's endpoints have their own isolation test (inbox/inbox-isolation.test.ts).
      .filter(([, def]) => def.auth === 'recruiter' && !def.path.startsWith('/api/recruiter/applications'))
      .map(([name]) => name);
    const covered = [
      ...Object.keys(CROSS_CALLS),
      ...OWN_CALLS,
      'recruiterInvite',
      'recruiterCreateOffer',
      'recruiterLogout',
      // The company page and careers site: company/company-isolation.test.ts.
      ...scoped.filter((name) => apiEndpoints[name as ApiEndpointName].path.startsWith('/api/recruiter/company')),
    ];
    expect(scoped.sort()).toEqual(covered.sort());
  });

  it.each(Object.keys(CROSS_CALLS) as ApiEndpointName[])(
    "%s with company A's id answers 404 to B and changes nothing",
    async (name) => {
      const before = await aState();
      const { id, body } = CROSS_CALLS[name]!();
      const res = await recruiterCall(t, name, bOwner.headers, { id }, body);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect(await aState()).toEqual(before);
    },
  );

  it("B's owner also cannot withdraw A's invitation", async () => {
    const res = await recruiterCall(t, 'recruiterRemoveMember', bOwner.headers, { id: a.invite });
    expect(res.statusCode).toBe(404);
    expect((await aState()).team.invites).toHaveLength(1);
  });

  it.each(OWN_CALLS)('%s answers only company B’s own data', async (name) => {
    const text = (await recruiterCall(t, name, bOwner.headers)).body;
    for (const id of [a.owner.id, a.colleague, a.invite, a.draft, a.published, a.thread])
      expect(text).not.toContain(id);
    expect(text).not.toContain('pending@a.example');
  });

  it("what B creates and invites stays B's (A does not see it)", async () => {
    const created = await recruiterCall(t, 'recruiterCreateOffer', bOwner.headers, {}, { title: 'Offre de B' });
    await recruiterCall(t, 'recruiterInvite', bOwner.headers, {}, { email: 'new@b.example', role: 'recruiter' });
    const seenByA = JSON.stringify(await aState());
    expect(seenByA).not.toContain(created.json().id);
    expect(seenByA).not.toContain('new@b.example');
  });
});
