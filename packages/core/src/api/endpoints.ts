import { accountEndpoints } from './endpoints/account';
import { alertsEndpoints } from './endpoints/alerts';
import { applicationsEndpoints } from './endpoints/applications';
import { authEndpoints } from './endpoints/auth';
import { chatEndpoints } from './endpoints/chat';
import { companiesEndpoints } from './endpoints/companies';
import { contactEndpoints } from './endpoints/contact';
import { cvBuilderEndpoints } from './endpoints/cv-builder';
import { documentsEndpoints } from './endpoints/documents';
import { jobsEndpoints } from './endpoints/jobs';
import { mediaEndpoints } from './endpoints/media';
import { partnerEndpoints } from './endpoints/partner';
import { phoneEndpoints } from './endpoints/phone';
import { recruiterEndpoints } from './endpoints/recruiter';
import { recruiterChatEndpoints } from './endpoints/recruiter-chat';
import { recruiterCompanyEndpoints } from './endpoints/recruiter-company';
import { recruiterInboxEndpoints } from './endpoints/recruiter-inbox';
import { shareCardEndpoints } from './endpoints/share-cards';
import { widgetEndpoints } from './endpoints/widgets';

/** Every call a browser makes: the client calls exactly these, so widget bundles carry only them. */
export const endpoints = {
  ...jobsEndpoints,
  ...companiesEndpoints,
  ...mediaEndpoints,
  ...authEndpoints,
  ...accountEndpoints,
  ...documentsEndpoints,
  ...cvBuilderEndpoints,
  ...applicationsEndpoints,
  ...contactEndpoints,
  ...chatEndpoints,
  ...alertsEndpoints,
  ...phoneEndpoints,
  ...recruiterEndpoints,
  ...recruiterChatEndpoints,
  ...recruiterCompanyEndpoints,
  ...recruiterInboxEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/**
 * What no browser bundle calls through the client: the partner API (server to server, called with
 * a company key), the widgets' server-rendered markup (fetched by the CDN loader itself) and the
 * pages' share cards (fetched by link-preview crawlers).
 */
const serverOnlyEndpoints = /* @__PURE__ */ Object.assign({}, partnerEndpoints, widgetEndpoints, shareCardEndpoints);

/** Every call of the API: the server registers and documents exactly these. */
// A pure call, not a spread: a bundler drops it (and the partner schemas) where it is unused.
// Object.assign is typed for three sources at most, hence the two steps.
export const apiEndpoints = /* @__PURE__ */ Object.assign({}, endpoints, serverOnlyEndpoints);

export type ApiEndpoints = typeof apiEndpoints;
export type ApiEndpointName = keyof ApiEndpoints;
