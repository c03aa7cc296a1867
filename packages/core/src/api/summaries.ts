import {
  COMPANY_GALLERY_MAX,
  COMPANY_IMAGE_WIDTHS,
  COMPANY_PAGE_SIZE,
  COVER_ASPECT_RATIO,
  CV_BUILT_MAX_BYTES,
  CV_MAX_BYTES,
  CV_PHOTOS_MAX,
  CV_PHOTOS_PDF_MAX_BYTES,
  DOCUMENT_QUOTA,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  JOB_PAGE_SIZE,
  MEGABYTE,
  NEWSLETTER_CONFIRM_TTL_HOURS,
  RECRUITER_INVITE_TTL_DAYS,
  RESET_TOKEN_TTL_MINUTES,
} from '../constants';
import { REPORTS_TO_HIDE } from '../moderation/reports';
import type { ApiEndpointName } from './endpoints';

/**
 * One line of documentation per call, for the OpenAPI reference. Kept out of the endpoint table so
 * browser bundles, which carry the table, do not carry the prose (~1.2 KB gzip).
 */
const megabytes = (bytes: number) => `${bytes / MEGABYTE} MB`;

export const endpointSummaries: Record<ApiEndpointName, string> = {
  getAllJobs:
    'Public jobs, newest first; `keyword` in the query string filters them (tolerant: accents, typos, gendered titles, fr/en synonyms, places), ranked by relevance unless `sortBy` is given; none found, `didYouMean` holds the closest query with offers.',
  keywordSuggestions: 'Up to 8 offer titles and activity domains for the keyword being typed, the most offers first.',
  reportJob: `Report an offer (reason, optional details, \`token\` the solved captcha); one report per reporter and offer, ${REPORTS_TO_HIDE} independent reports hide it pending review.`,
  allTags: "Activity domains; with `company` (an alias), only those of that company's listed offers.",
  allCountries: 'Countries.',
  filterJobsByDomain: 'Public jobs in any of the given activity domains (and matching `keyword`).',
  searchJobs: 'Public jobs by `keyword` and activity domains (`ids`), paged with their total.',
  companyList: `Companies, ${COMPANY_PAGE_SIZE} a page by default.`,
  filterCompaniesByDomain: 'Companies in any of the given activity domains.',
  login: 'Log in; `token` is the solved captcha.',
  register: 'Create a candidate account; answers like login.',
  forgotPassword: `Mail a single-use reset link (valid ${RESET_TOKEN_TTL_MINUTES} min); answers the same for unknown emails.`,
  resetPassword: 'Set a new password with the mailed token; ends every other session.',
  logout: 'Revoke the session: headers `Authorization: Bearer` and `Refresh-Token`.',
  refreshToken: 'Rotate the refresh token; reusing an old one revokes the whole session family.',
  subscribe:
    'Ask for the monthly newsletter: a confirmation link is mailed; subscribed once it is opened (idempotent).',
  jobBySlug: 'One job; private jobs are reachable only this way.',
  jobsByLocation: `Public jobs in a country (its slug), ${JOB_PAGE_SIZE} a page.`,
  companyByAlias: 'One company.',
  companyJobs: "A company's public jobs, optionally filtered by keyword and activity domains.",
  companyPublications: "A company's media items, newest first.",
  mediaList: 'Articles, publications and interviews, newest first.',
  mediaBySlug: 'One media item.',
  apply: `Apply (multipart): text fields below, file parts \`cv\` and \`coverLetter\` (PDF ≤ ${megabytes(CV_MAX_BYTES)}), or the ids of finished resumable uploads (tus 1.0 at \`/api/uploads\`) in \`cvUploadId\` and \`coverLetterUploadId\`. Row and files are written together or not at all.`,
  myApplications: "The candidate's applications with their status timeline.",
  myDocuments: "The candidate's CVs and cover letters.",
  uploadDocument: `Upload a PDF (multipart: field \`type\`, file part \`file\` or a finished resumable upload's \`uploadId\`, ≤ ${megabytes(CV_MAX_BYTES)}); the same CV twice is kept once; at most ${DOCUMENT_QUOTA.count} documents and ${megabytes(DOCUMENT_QUOTA.bytes)} an account.`,
  createCv: `Make a CV from a form (multipart: field \`cv\`, the content as JSON; optional file part \`photo\`, a portrait): rendered to an A4 PDF (≤ ${CV_BUILT_MAX_BYTES / 1024} KB) in the content's language and kept as one of the candidate's CVs with its content.`,
  madeCv: 'The content of a CV made from the form, to edit it.',
  updateCv:
    'Edit a CV made from the form (multipart like createCv; `keepPhoto=1` keeps its portrait): rendered again, it replaces that document (which applications already sent keep).',
  photographCv: `Make a CV from ${CV_PHOTOS_MAX} photos at most (multipart: file parts \`photos\`, JPEG, PNG or WebP): turned upright, greyscale, one A4 page each, one PDF ≤ ${megabytes(CV_PHOTOS_PDF_MAX_BYTES)} kept as one of the candidate's CVs.`,
  deleteDocument: 'Delete one of your documents (applications keep their copy).',
  downloadDocument: 'Download one of your documents (PDF).',
  myProfile: "The candidate's profile.",
  updateProfile: "Update the candidate's profile.",
  contactMessage: 'Send a message to the team (stored and mailed).',
  unsubscribe: 'Unsubscribe with the signed link of a newsletter.',
  confirmSubscription: `Confirm a newsletter subscription with the signed link of its confirmation mail (valid ${NEWSLETTER_CONFIRM_TTL_HOURS} h).`,
  logoutEverywhere: 'Sign out of every session of the account, this one included (a lost phone, a shared computer).',
  changePassword: 'Change the password, giving the current one; every other session of the account is signed out.',
  captchaChallenge: 'A fresh ALTCHA challenge; each solution is accepted once.',
  config: 'Public runtime configuration.',
  myThreads: "The candidate's threads with companies, with unread counts.",
  companyThread: "The candidate's thread with a company (empty before the first message); reading marks it read.",
  writeToCompany: 'Write to a company (plain text); opens the thread on the first message.',
  exportMyData: 'All your data in one zip archive: data.json and your files.',
  deleteMyAccount: 'Delete your account: sessions revoked, files erased, applications anonymised for companies.',
  myAlerts: "The candidate's job alerts (saved searches).",
  createAlert: 'Save a search and receive its new offers by mail, weekly or monthly.',
  deleteAlert: 'Delete one of your alerts.',
  alertUnsubscribe: 'One-click unsubscribe with the signed link of a digest.',
  partnerJobs: "The company's jobs, private and closed ones included, newest first.",
  partnerCreateJob: 'Publish a job (on the board at once unless private).',
  partnerUpdateJob: 'Change the fields given of one of your jobs.',
  partnerCloseJob: 'Close a job: it leaves the lists and takes no more applications.',
  partnerDeleteJob: 'Delete a job; its applications stay, without the job.',
  partnerOrigins: "The origins registered for the company's pages (signed-in and state-changing calls).",
  partnerAddOrigin: 'Register an origin (`scheme://host[:port]`); answers the new list. Effective at once.',
  partnerRemoveOrigin: 'Unregister an origin given as `?origin=`; answers the new list.',
  partnerUpdateCompany: "Change the fields given of the company's profile.",
  partnerPutImage: `Set or replace the company's \`logo\` or \`cover\` (multipart: file part \`file\`, PNG, JPEG or WebP by content, SVG refused, ≤ ${megabytes(IMAGE_MAX_BYTES)} and ${IMAGE_MAX_PIXELS / 1_000_000} MP; optional field \`alt\`). Stored as webp at widths ${COMPANY_IMAGE_WIDTHS.logo.join(', ')} (logo, square) and ${COMPANY_IMAGE_WIDTHS.cover.join(', ')} (cover, cropped to ${COVER_ASPECT_RATIO}:1); the previous file goes. Answers the company.`,
  partnerDeleteImage: "Remove the company's `logo` or `cover`; answers the company.",
  partnerAddGalleryImage: `Add a photo to the company's gallery (multipart like the logo; at most ${COMPANY_GALLERY_MAX} photos), stored as webp at widths ${COMPANY_IMAGE_WIDTHS.gallery.join(', ')}. Answers the company.`,
  partnerDeleteGalleryImage: 'Remove a gallery photo by its id (`images.gallery[].id`); answers the company.',
  partnerPublish: 'Publish a publication (media item) of the company.',
  partnerApplications: 'Applications received, newest first, a page at a time; `jobId` keeps those of one job.',
  jobShareCard:
    "An offer's share card: its page's `og:image`, 1200×630 PNG in the given language, made again when the offer changes.",
  companyShareCard: "A company's share card: its page's `og:image`, 1200×630 PNG in the given language.",
  widgetShadow:
    "A widget element's shadow root content (`baobab-job-list`), rendered with the element's attributes as the query: its styles and markup over the data it was made of, which the element hydrates. Fetched by the CDN loader from any origin; cached until the catalogue changes.",
  partnerApplicationCv: "Download an application's CV (PDF).",
  partnerApplicationCoverLetter: "Download an application's cover letter (PDF).",
  partnerApplicationFile: 'Download a file the candidate gave as the answer to a question (PDF); its id is the answer.',
  partnerMoveApplication: "Move an application to a status; the candidate's timeline shows it.",
  partnerThreads: 'Chat threads with candidates, latest message first, with unread counts.',
  partnerThread: "One thread's messages; reading marks the candidate's messages read.",
  partnerAnswer: 'Answer in a thread (plain text).',
  myPhone:
    "The candidate's verified phone (E.164), a number waiting for its code, and the channels of each kind of message.",
  startPhoneVerification:
    'Sends a 6-digit code (WhatsApp or SMS) to a new number, valid 10 minutes; rate-limited per number and per address, the same answer for any number.',
  confirmPhone: 'Checks the code: right, the number becomes the verified one; 5 wrong codes lock the verification.',
  removePhone: 'Removes the phone; messages go by email only.',
  setMessageChannels: 'Which channels (email, WhatsApp, SMS) carry job alerts, application news and chat answers.',
  recruiterAcceptInvite: `Set a password with an invitation's single-use token (valid ${RECRUITER_INVITE_TTL_DAYS} days): opens the recruiter account and its first session.`,
  recruiterLogin:
    'Sign in to the recruiter space; `token` is the solved captcha. Answers the recruiter, its company and tokens.',
  recruiterRefresh: "Rotate a recruiter's refresh token (a reused one ends the session).",
  recruiterLogout: 'End this recruiter session.',
  recruiterMe: 'The signed-in recruiter and its company.',
  recruiterTeam: "The company's recruiters and its invitations waiting.",
  recruiterInvite: 'Invite a colleague by email (owners only): a single-use link is mailed. Answers the team.',
  recruiterRemoveMember:
    'Remove a colleague or withdraw an invitation (owners only; the last owner stays). Answers the team.',
  recruiterOffers: "The company's offers, drafts included, latest change first.",
  recruiterOffer: 'One offer of the company: its draft and its published job.',
  recruiterCreateOffer: 'Start an offer as a draft (fields may be incomplete).',
  recruiterSaveDraft: "Save the offer's draft as the recruiter types; candidates see nothing until it is published.",
  recruiterPublishOffer:
    "Publish the draft with the partner API's rules: on /jobs at once; 400 OFFER_INCOMPLETE with the fields refused.",
  recruiterCloseOffer: 'Close a published offer: it leaves the lists at once.',
  recruiterReopenOffer: 'Open a closed offer again (one past its date gets the default validity from today).',
  recruiterDuplicateOffer: "Start a new draft with an offer's fields.",
  recruiterThreads:
    "The company's chat threads with candidates, latest message first: unread counts, last message, the offer applied to.",
  recruiterThread: "One thread's messages; reading marks the candidate's messages read for the company.",
  recruiterAnswer:
    'Answer in a thread (plain text): the candidate is told as for any company answer (unread count, mail, phone).',
  recruiterCompanyPage: "The company's public page as it stands (any member of the team may edit it).",
  recruiterUpdateCompanyPage:
    "Change the page's fields (the partner API's: presentation, perks, spontaneous applications…); the public page shows it at once.",
  recruiterPutCompanyImage:
    "Replace the logo or the cover: multipart, the image in the `file` part (PNG, JPEG or WebP by its bytes; the partner API's limits and processing).",
  recruiterDeleteCompanyImage: 'Remove the logo or the cover.',
  recruiterAddGalleryImage:
    'Add a gallery photo: multipart, the image in the `file` part; 409 GALLERY_FULL past the limit.',
  recruiterOrderGallery:
    'Put the gallery in this order: every photo of the company, once each (400 VALIDATION otherwise).',
  recruiterDeleteGalleryImage: 'Remove a gallery photo.',
  recruiterSiteOrigins: "The company's careers-site origins, proved and registered (owners only).",
  recruiterOriginToken:
    'The token to serve at `<origin>/.well-known/baobab-verification.txt` to prove the origin (owners only; the same until proved).',
  recruiterVerifyOrigin:
    'Read the proof file at the origin (no redirect followed, a bounded time): the right token registers it on every node at once; otherwise ORIGIN_NOT_PROVED (422, or 400 for a bad input) with `reason` (wrong_token, redirect, timeout…), the file `url` and `why`, the sentence saying it.',
  recruiterRemoveOrigin: 'Remove a careers-site origin (owners only): its pages lose the signed-in calls at once.',
  recruiterApiKeys: "The company's partner API keys: label, first characters, dates (owners only).",
  recruiterCreateApiKey: 'Create a partner API key (owners only): the key is in this answer only.',
  recruiterRevokeApiKey: 'Revoke a partner API key (owners only): refused at once on every node.',
  recruiterApplications:
    "The company's applications, newest first: to its offers (`jobId`: one offer's) or spontaneous (`list=spontaneous`), by stage (`status`).",
  recruiterApplication:
    "One application with its offer's questions, private notes and replies sent; opening a SENT one moves it to VIEWED.",
  recruiterMoveApplications:
    "Move one or many applications to a stage, all or none (an id not the company's answers 404 and moves nothing).",
  recruiterAddNote: "Add a private note to an application: only the company's recruiters read it.",
  recruiterReplyDraft:
    "The interview invitation or rejection text, filled in, in the candidate's language (or `lang`), for the recruiter to edit.",
  recruiterSendReply:
    'Mail the (edited) reply to the candidate, kept with the application for /profil; `move` also moves it to INTERVIEW or REJECTED.',
  recruiterApplicationCv: "An application's CV, inline (PDF), for the company's recruiters.",
  recruiterApplicationCoverLetter: "An application's cover letter, inline (PDF).",
  recruiterApplicationFile: "A file the candidate gave as an answer to the offer's questions, inline (PDF).",
};
