import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, outboxFor } from '../../../test/auth-calls';
import { insertCompany } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { inviteToken, RECRUITER_PASSWORD, recruiterCall, signedInRecruiter } from '../../../test/recruiter-kit';
import { runRecruiterCommand } from './invite-command';

let t: TestApp;
let company: Awaited<ReturnType<typeof insertCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  company = await insertCompany(t.services.db, { name: 'Teranga Digital' });
});
afterAll(() => t.close());

const accept = async (token: string, password = RECRUITER_PASSWORD) =>
  recruiterCall(
    t,
    'recruiterAcceptInvite',
    {},
    {},
    {
      token,
      captcha: await t.captcha(),
      firstName: 'Moussa',
      lastName: 'Ba',
      password,
    },
  );

describe('recruiter accounts: invitation', () => {
  it('the CLI mails a one-time link (outbox) that opens the account as owner, once', async () => {
    const lines = await runRecruiterCommand(
      t.services.db,
      { mailer: t.services.mailer, publicUrl: t.services.config.publicUrl },
      ['invite', company.alias, 'Patron@Teranga.example'],
    );
    expect(lines[0]).toContain('patron@teranga.example');
    const [mail] = await outboxFor(t, 'patron@teranga.example');
    expect(mail?.subject).toContain('Teranga Digital');
    const link = /https?:\/\/\S+/.exec(mail?.text_body ?? '')?.[0] ?? '';
    expect(new URL(link).pathname).toBe('/recruteur');
    const token = new URL(link).searchParams.get('invite') ?? '';
    const res = await accept(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      recruiter: { email: 'patron@teranga.example', role: 'owner', firstName: 'Moussa' },
      company: { alias: company.alias, name: 'Teranga Digital' },
    });
    const noCaptcha = await recruiterCall(
      t,
      'recruiterAcceptInvite',
      {},
      {},
      { token, firstName: 'M', lastName: 'B', password: RECRUITER_PASSWORD },
    );
    expect(noCaptcha.json().code).toBe('CAPTCHA_REQUIRED');
    const again = await accept(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVITE_INVALID');
  });

  it('the CLI refuses an unknown company and an address that already has an account', async () => {
    const mail = { mailer: t.services.mailer, publicUrl: t.services.config.publicUrl };
    await expect(runRecruiterCommand(t.services.db, mail, ['invite', 'nope', 'a@b.example'])).rejects.toThrow(
      'no company with alias nope',
    );
    await expect(
      runRecruiterCommand(t.services.db, mail, ['invite', company.alias, 'patron@teranga.example']),
    ).rejects.toThrow('already has a recruiter account');
  });

  it('refuses a password made of the address, in the user’s language, and keeps the link usable', async () => {
    const token = await inviteToken(t, company.id, 'second@teranga.example');
    const weak = await recruiterCall(
      t,
      'recruiterAcceptInvite',
      { 'accept-language': 'en' },
      {},
      {
        token,
        captcha: await t.captcha(),
        firstName: 'Awa',
        lastName: 'Sow',
        password: 'second@teranga.example',
      },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'PASSWORD_PERSONAL', message: expect.stringMatching(/password/i) });
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('refuses an expired invitation', async () => {
    const token = await inviteToken(t, company.id, 'late@teranga.example');
    await t.services.db.query(
      "update recruiter_invites set expires_at = now() - interval '1 minute' where email = $1",
      ['late@teranga.example'],
    );
    expect((await accept(token)).json().code).toBe('INVITE_INVALID');
  });
});

describe('recruiter accounts: sign-in and sessions', () => {
  it('signs in with the captcha only, rotates the refresh token, and logs out', async () => {
    const me = await signedInRecruiter(t, company.id);
    const login = (token: string, password = RECRUITER_PASSWORD) =>
      recruiterCall(t, 'recruiterLogin', {}, {}, { email: me.email, password, token });
    expect((await login('')).json().code).toBe('CAPTCHA_REQUIRED');
    expect((await login(await t.captcha(), 'wrong-password-1')).statusCode).toBe(401);
    const ok = await login(await t.captcha());
    expect(ok.statusCode).toBe(200);
    const { refreshToken, accessToken } = ok.json().tokenization;
    const rotated = await recruiterCall(t, 'recruiterRefresh', {}, {}, { refreshToken });
    expect(rotated.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${rotated.json().tokenization.accessToken}` };
    expect((await recruiterCall(t, 'recruiterMe', headers)).json().company.alias).toBe(company.alias);
    expect((await recruiterCall(t, 'recruiterLogout', headers)).statusCode).toBe(200);
    expect((await recruiterCall(t, 'recruiterMe', headers)).statusCode).toBe(401);
    // The first access token was of the same session: it ends with it.
    expect((await recruiterCall(t, 'recruiterMe', { authorization: `Bearer ${accessToken}` })).statusCode).toBe(401);
  });

  it('a candidate session opens no recruiter call, and a recruiter session no candidate call', async () => {
    const candidate = await t.candidate();
    expect((await recruiterCall(t, 'recruiterOffers', candidate.headers)).statusCode).toBe(401);
    expect((await recruiterCall(t, 'recruiterMe', candidate.headers)).statusCode).toBe(401);
    const recruiter = await signedInRecruiter(t, company.id);
    expect((await call(t, 'myProfile', undefined, recruiter.headers)).statusCode).toBe(401);
    expect((await call(t, 'myApplications', undefined, recruiter.headers)).statusCode).toBe(401);
    // The same email may hold both kinds of account, apart.
    const login = await call(t, 'login', {
      email: recruiter.email,
      password: RECRUITER_PASSWORD,
      token: await t.captcha(),
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('recruiter accounts: the team', () => {
  it('an owner invites a recruiter, who cannot manage the team; the owner removes them and their session ends', async () => {
    const owner = await signedInRecruiter(t, company.id);
    const invited = await recruiterCall(
      t,
      'recruiterInvite',
      owner.headers,
      {},
      {
        email: 'colleague@teranga.example',
        role: 'recruiter',
      },
    );
    expect(invited.statusCode).toBe(201);
    expect(invited.json().invites.map((i: { email: string }) => i.email)).toContain('colleague@teranga.example');
    const [mail] = await outboxFor(t, 'colleague@teranga.example');
    expect(mail?.text_body).toContain('/recruteur?invite=');

    const colleague = await signedInRecruiter(t, company.id, 'recruiter');
    const forbidden = await recruiterCall(
      t,
      'recruiterInvite',
      colleague.headers,
      {},
      {
        email: 'x@teranga.example',
        role: 'owner',
      },
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('OWNER_ONLY');
    expect((await recruiterCall(t, 'recruiterRemoveMember', colleague.headers, { id: owner.id })).statusCode).toBe(403);

    const removed = await recruiterCall(t, 'recruiterRemoveMember', owner.headers, { id: colleague.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().members.map((m: { id: string }) => m.id)).not.toContain(colleague.id);
    expect((await recruiterCall(t, 'recruiterMe', colleague.headers)).statusCode).toBe(401);
  });

  it('refuses to invite an address that has an account, and to remove the last owner', async () => {
    const solo = await insertCompany(t.services.db);
    const owner = await signedInRecruiter(t, solo.id);
    const dup = await recruiterCall(t, 'recruiterInvite', owner.headers, {}, { email: owner.email, role: 'owner' });
    expect(dup.json().code).toBe('ALREADY_MEMBER');
    const last = await recruiterCall(t, 'recruiterRemoveMember', owner.headers, { id: owner.id });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_OWNER');
  });

  it('an owner withdraws an invitation: its link no longer works', async () => {
    const owner = await signedInRecruiter(t, company.id);
    const token = await inviteToken(t, company.id, 'withdrawn@teranga.example', 'recruiter');
    const team = (await recruiterCall(t, 'recruiterTeam', owner.headers)).json();
    const invite = team.invites.find((i: { email: string }) => i.email === 'withdrawn@teranga.example');
    expect((await recruiterCall(t, 'recruiterRemoveMember', owner.headers, { id: invite.id })).statusCode).toBe(200);
    expect((await accept(token)).json().code).toBe('INVITE_INVALID');
  });
});
