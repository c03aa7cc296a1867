import { createBaobabClient, memoryCookieJar } from '@baobab/client';
import { describe, expect, it } from 'vitest';
import { announceLogouts } from './logout-announcer';
import type { BaobabWidgetElement } from './widget-element';

const answer = {
  user: {
    id: '7f0c6c1e-3b8e-4f57-9a57-2f3f1c1f3d11',
    firstName: 'Awa',
    lastName: 'Diop',
    email: 'a@b.sn',
    phone: null,
  },
  tokenization: { accessToken: 'access', refreshToken: 'r'.repeat(40), expiresIn: 900 },
};

function fakeHost(connected = true) {
  const heard: string[] = [];
  const host = { isConnected: connected, emit: (type: string) => heard.push(type) };
  return { host: host as unknown as BaobabWidgetElement, heard };
}

describe('announceLogouts', () => {
  it('says baobab:logout once, from the first connected widget, when the session ends', () => {
    const client = createBaobabClient({ cookies: memoryCookieJar() });
    client.session.store(answer);
    const gone = fakeHost(false);
    const first = fakeHost();
    const second = fakeHost();
    announceLogouts(client, gone.host);
    announceLogouts(client, first.host);
    announceLogouts(client, second.host);

    client.session.clear();

    expect(gone.heard).toEqual([]);
    expect(first.heard).toEqual(['baobab:logout']);
    expect(second.heard).toEqual([]);
  });

  it('stays silent when nobody was signed in, and after a widget leaves', () => {
    const client = createBaobabClient({ cookies: memoryCookieJar() });
    const only = fakeHost();
    const leave = announceLogouts(client, only.host);
    client.session.clear();
    client.session.store(answer);
    leave();
    client.session.clear();
    expect(only.heard).toEqual([]);
  });
});
