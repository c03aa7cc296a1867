import { failureMessage } from '@baobab/client';
import { inviteBodySchema, RECRUITER_ROLES, type RecruiterRole, type Team } from '@baobab/core';
import { type FormEvent, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { formatDate } from '../../ui/format';
import { LoadStatus } from '../../ui/load-status';
import { useLoad } from '../../ui/use-load';
import { schemaErrors } from '../form-fields/field-errors';
import { TextField } from '../form-fields/text-field';
import { useRecruiterClient } from './recruiter-context';

/** The company's members and invitations; owners invite and remove (the server checks it too). */
export function TeamPanel({ notify }: { notify(message: string): void }) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  const recruiter = useRecruiterClient();
  const me = recruiter.session()?.recruiter;
  const owner = me?.role === 'owner';
  const [loaded, retry] = useLoad('team', () => recruiter.call('recruiterTeam', {}));
  const [team, setTeam] = useState<Team | null>(null);
  const shown = team ?? (loaded.status === 'done' ? loaded.data : null);

  const remove = async (id: string, done: string) => {
    try {
      setTeam(await recruiter.call('recruiterRemoveMember', { params: { id } }));
      notify(done);
    } catch (failure) {
      notify(failureMessage(failure, t));
    }
  };

  if (!shown) return <LoadStatus state={loaded.status === 'done' ? { status: 'loading' } : loaded} retry={retry} />;
  return (
    <section aria-labelledby="bj-recruiter-team">
      <h2 id="bj-recruiter-team">{t('recruiter.team.members')}</h2>
      <ul className="bj-recruiter-members">
        {shown.members.map((member) => {
          const name = `${member.firstName} ${member.lastName}`;
          return (
            <li key={member.id} className="bj-card">
              <p>
                <strong>{name}</strong> {member.id === me?.id && t('recruiter.team.you')}
                <br />
                <span className="bj-muted">
                  {member.email} · {t(`recruiter.team.roles.${member.role}`)}
                </span>
              </p>
              {owner && member.id !== me?.id && (
                <button type="button" className="bj-btn" onClick={() => remove(member.id, t('recruiter.team.removed'))}>
                  {t('recruiter.team.remove', { name })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <h3>{t('recruiter.team.invites')}</h3>
      {shown.invites.length === 0 ? (
        <p className="bj-muted">{t('recruiter.team.invites_none')}</p>
      ) : (
        <ul className="bj-recruiter-members">
          {shown.invites.map((invite) => (
            <li key={invite.id} className="bj-card">
              <p>
                <strong>{invite.email}</strong> · {t(`recruiter.team.roles.${invite.role}`)}
                <br />
                <span className="bj-muted">
                  {t('recruiter.team.expires', { date: formatDate(invite.expiresAt, locale) })}
                </span>
              </p>
              {owner && (
                <button type="button" className="bj-btn" onClick={() => remove(invite.id, t('recruiter.team.removed'))}>
                  {t('recruiter.team.withdraw', { email: invite.email })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {owner ? (
        <InviteForm
          onInvited={(next, email) => {
            setTeam(next);
            notify(t('recruiter.team.invited', { email }));
          }}
        />
      ) : (
        <p className="bj-muted">{t('recruiter.team.owner_only')}</p>
      )}
    </section>
  );
}

function InviteForm({ onInvited }: { onInvited(team: Team, email: string): void }) {
  const { t } = useTranslation();
  const recruiter = useRecruiterClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<RecruiterRole>('recruiter');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = schemaErrors(inviteBodySchema, { email, role }, t);
    setError(problems.email ?? null);
    setServerError(null);
    if (problems.email || pending) return;
    setPending(true);
    try {
      onInvited(await recruiter.call('recruiterInvite', { body: { email, role } }), email);
      setEmail('');
    } catch (failure) {
      setServerError(failureMessage(failure, t));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="bj-card bj-recruiter-invite"
      onSubmit={submit}
      noValidate
      aria-labelledby="bj-recruiter-invite-title"
    >
      <h3 id="bj-recruiter-invite-title">{t('recruiter.team.invite_title')}</h3>
      {serverError && (
        <p className="bj-alert bj-alert--error" role="alert">
          {serverError}
        </p>
      )}
      <TextField
        id="bj-recruiter-invite-email"
        label={t('recruiter.email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        value={email}
        onChange={setEmail}
        error={error}
      />
      <fieldset className="bj-recruiter-roles">
        <legend className="bj-label">{t('recruiter.team.role')}</legend>
        <p className="bj-muted">{t('recruiter.team.roles_hint')}</p>
        {RECRUITER_ROLES.map((value) => (
          <label key={value} className="bj-check">
            <input type="radio" name="role" value={value} checked={role === value} onChange={() => setRole(value)} />
            <span>{t(`recruiter.team.roles.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="bj-btn bj-btn--primary" disabled={pending} aria-busy={pending || undefined}>
        {t('recruiter.team.invite')}
      </button>
    </form>
  );
}
