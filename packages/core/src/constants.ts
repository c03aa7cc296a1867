/** Business constants of docs/product.md §9 and the decisions of docs/architecture.md, Decisions. The only home of each number. */

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeDays: 365,
  path: '/',
  sameSite: 'lax',
} as const;

/** The header that carries the refresh token to refresh-token and logout. */
export const REFRESH_TOKEN_HEADER = 'refresh-token';

/**
 * The API's answer header to a page whose origin is not registered (docs/embedding.md, Origins):
 * the board's address, where that page's candidates sign in and apply instead.
 */
export const UNREGISTERED_ORIGIN_HEADER = 'baobab-board';

/** An offer's page on the board (the route `jobs-slug`), which widgets on other sites link to. */
export const JOB_PAGE_PATH = '/jobs/{slug}';
/** A tab of a company's page on the board (the route `entreprises-alias-subMenu`). */
export const COMPANY_TAB_PATH = '/entreprises/{alias}/{subMenu}';
/** The board's companies list (the route `entreprises`), where a company page leads back to. */
export const COMPANIES_PATH = '/entreprises';
/** A media item's page on the board (the route `medias-category-slug`), where a publication opens. */
export const MEDIA_PAGE_PATH = '/medias/{category}/{slug}';
/** The board's terms of use and privacy policy (routes `pages-cgu`, `pages-confidentialite`), which the consents link to. */
export const TERMS_PAGE_PATH = '/pages/cgu';
export const PRIVACY_PAGE_PATH = '/pages/confidentialite';
/** The accessibility statement (route `accessibilite`), which every footer links to; `/en/accessibility` in English. */
export const ACCESSIBILITY_PAGE_PATH = '/accessibilite';
/** The media sections, in the order the site lists them. */
export const MEDIA_CATEGORIES = ['articles', 'publications', 'interviews'] as const;

export const JOB_PAGE_SIZE = 20;
export const COMPANY_PAGE_SIZE = 19;
export const MEDIA_PAGE_SIZE = 12;
/** Applications a partner reads per page by default (an ATS import, not a screen). */
export const PARTNER_APPLICATIONS_PAGE_SIZE = 50;
/** Upper bound any list call accepts for `limit`. */
export const MAX_PAGE_LIMIT = 100;
/** Longest keyword a job search takes (the API's bound, and the URL's). */
export const KEYWORD_MAX_LENGTH = 200;
/** Most activity domains one filter combines. */
export const DOMAIN_FILTER_MAX = 50;
/**
 * Most pages of "more" a list URL brings back (200 offers): a longer scroll restores this many,
 * so a shared link never makes the server fetch without bound.
 */
export const MAX_RESTORED_PAGES = 10;
export const DEFAULT_JOB_SORT = { sortBy: 'publicationDate', sortByDirection: 'desc' } as const;
/**
 * Days an offer stays open after publication when its recruiters give no closing date. Two months
 * covers one recruitment round (posting, interviews, a second wave of candidates) while a partner
 * who forgets an offer does not leave it in the lists, and in Google's job results, for a post
 * filled long ago; a partner who needs longer sets its own date.
 */
export const JOB_DEFAULT_VALIDITY_DAYS = 60;

/**
 * A megabyte ("Mo", "MB") is 1024 kilobytes of 1024 bytes, in the limits we state ("5 Mo max") and
 * in the sizes we show (i18n/byte-size.ts) alike: a file shown at "5 Mo" is one a 5 Mo limit takes,
 * which counting sizes in 1000s against limits in 1024s would contradict.
 */
export const MEGABYTE = 1024 * 1024;
/** The spec gives 5 MB (UI) and 10 MB (FAQ); docs/architecture.md, Decisions settles on 5 MB everywhere. */
export const CV_MAX_BYTES = 5 * MEGABYTE;
export const COVER_LETTER_MAX_BYTES = 5 * MEGABYTE;
export const DOCUMENT_MIME = 'application/pdf';
/** Document types of docs/product.md §3. */
export const DOCUMENT_TYPES = ['CV', 'COVER_LETTER'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** Size limit of each document type, wherever a file is chosen or received. */
export const DOCUMENT_MAX_BYTES: Readonly<Record<DocumentType, number>> = {
  CV: CV_MAX_BYTES,
  COVER_LETTER: COVER_LETTER_MAX_BYTES,
};
/** The longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 4000;
/** The hash of a link to a company's chat tab that lands on the thread (the unread badge, the answer mail). */
export const CHAT_THREAD_HASH = 'fil';
/** The four consents docs/product.md §5 requires to apply (plain data: pages read it without the schemas). */
export const CONSENTS = ['acceptTerms', 'acceptPrivacy', 'acceptConsentForm', 'acceptDataRetention'] as const;
export type Consent = (typeof CONSENTS)[number];

/** The spec's FAQ says weekly, its UI monthly; docs/architecture.md, Decisions settles on monthly. */
export const NEWSLETTER_FREQUENCY = 'monthly' as const;

export const SESSION_COOKIES = {
  accessToken: 'authToken',
  refreshToken: 'refreshToken',
  expiresIn: 'expireIn',
  expireAt: 'expireAt',
  user: 'user',
} as const;

/**
 * What a phone keeps of a candidate's applications in progress (issue 29): the drafts and their
 * files in an IndexedDB database, and a small note in localStorage of which drafts exist and which
 * wait to be sent (read on a page's first load without loading the database code). A logout
 * deletes both: a shared phone does not keep one candidate's CV for the next.
 */
export const APPLY_DRAFTS_STORAGE = { database: 'baobab-apply-drafts', note: 'baobab:apply-drafts' } as const;

export const ROUTE_RELOAD_GUARD_MS = 10_000;
export const ROUTE_PRELOAD_CONCURRENCY = 4;
export const BUILD_CHECK_DELAY_MS = 1_000;

export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_FORMAT = 'webp' as const;
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/**
 * Company images a partner uploads (docs/product.md §5): PNG, JPEG or WebP by their bytes, at most
 * this size and this many pixels (a phone photo is 12 to 50 MP; past 40 MP decoding costs too much
 * memory for a picture shown at most 1536 px wide).
 */
export const IMAGE_MAX_BYTES = 8 * MEGABYTE;
export const IMAGE_MAX_PIXELS = 40_000_000;
/**
 * Nor more than this many pixels on a side (a 50 MP phone photo is 8 160 px wide): a 1 × 40 000 000
 * strip is within the pixel count but took sharp 20 s to fit in a logo's square.
 */
export const IMAGE_MAX_SIDE = 12_000;
/** A gallery is a "life at" strip, not an album. */
export const COMPANY_GALLERY_MAX = 8;
/**
 * What a company offers its people (docs/product.md §5): a short list of cards on its page, each a
 * title and an optional line of text; more than a handful reads as a brochure.
 */
export const COMPANY_PERKS_MAX = 8;
export const COMPANY_PERK_TITLE_MAX = 60;
export const COMPANY_PERK_TEXT_MAX = 200;
/**
 * The widths (of IMAGE_BREAKPOINTS) each kind of company image is stored at, as webp. A logo is
 * shown at most 160 px wide (320 at density 2); a cover spans the page; a gallery photo takes at
 * most two thirds of a wide page.
 */
export const COMPANY_IMAGE_WIDTHS = {
  logo: [IMAGE_BREAKPOINTS.xs],
  cover: /* @__PURE__ */ Object.values(IMAGE_BREAKPOINTS),
  gallery: [IMAGE_BREAKPOINTS.xs, IMAGE_BREAKPOINTS.sm, IMAGE_BREAKPOINTS.lg],
} as const satisfies Record<string, readonly number[]>;
/** A cover is cropped to this width:height ratio, so the page reserves its box before it loads. */
export const COVER_ASPECT_RATIO = 3;
/** CSS widths logos are laid out at: in a list card, and in a company page's header. */
export const LOGO_CSS_WIDTHS = { card: 96, header: 112 } as const;
/**
 * Link previews (WhatsApp, LinkedIn…) want a raster every one of them reads, and WhatsApp drops one
 * over ~300 KB: a photo (a company's cover) is asked as a JPEG this wide (a 1200 px PNG of a
 * cover weighed 213–310 KB).
 */
export const SOCIAL_IMAGE = { width: 1200, format: 'jpeg' } as const;

/**
 * The resized variants the image proxy makes, as its modifiers (`w_640,f_webp`): the widths pages
 * ask for (breakpoints, stored widths, logos at each density, link previews) and nothing else, so
 * no one can ask it for a 16 000 px PNG or defeat a CDN by varying the quality. A function, so
 * bundles that never ask (the widgets) do not carry the set.
 */
export function imageProxyVariants(): ReadonlySet<string> {
  return new Set([
    ...[
      ...Object.values(IMAGE_BREAKPOINTS),
      ...Object.values(COMPANY_IMAGE_WIDTHS).flat(),
      ...Object.values(LOGO_CSS_WIDTHS).flatMap((w) => IMAGE_DENSITIES.map((d) => w * d)),
    ].map((w) => `w_${w},f_${IMAGE_FORMAT}`),
    `w_${SOCIAL_IMAGE.width},f_${SOCIAL_IMAGE.format}`,
  ]);
}

export const THEMES = ['default', 'gouv'] as const;
export type Theme = (typeof THEMES)[number];
export const COLOR_MODES = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** Auth modal modes of docs/product.md §3. */
export const AUTH_MODAL_MODES = ['login', 'signup', 'recovery', 'reset-password', 'none'] as const;
export type AuthModalMode = (typeof AUTH_MODAL_MODES)[number];

/** Sections of docs/product.md §3: a company page on the board, or frameless on a careers page. */
export const SECTIONS = ['entreprises', 'carriere'] as const;
export type Section = (typeof SECTIONS)[number];

export const LOADING_BAR = {
  durationMs: 2000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
  height: 3,
  color: {
    default: '#0573E8',
    gouv: 'linear-gradient(90deg, #00853F 0%, #FDEF42 50%, #E31B23 100%)',
  },
} as const satisfies { color: Record<Theme, string> } & Record<string, unknown>;

/** Version of the consent texts a candidate accepts when applying; stored with each application. */
export const CONSENT_VERSION = '2026-11-01';

/** Title under which a company's spontaneous application shows in its Jobs tab (docs/product.md §1). */
export const SPONTANEOUS_JOB_TITLE = 'Candidature spontanée';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** How long a session lasts without use (the refresh token's life) unless REFRESH_TOKEN_TTL says otherwise. */
export const DEFAULT_REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/** A refresh token presented again this soon after its rotation gets the same new pair (two tabs, a retry). */
export const REFRESH_GRACE_SECONDS = 30;

/**
 * What one account may keep in its document space: a candidate rarely needs more than a few CVs
 * and letters (per language, per trade), and an account must not turn into free file hosting.
 */
export const DOCUMENT_QUOTA = { count: 20, bytes: 50 * MEGABYTE } as const;
/** Uploads a minute per address: a candidate sends a few, a script filling disks many. */
export const UPLOADS_PER_MINUTE = 10;

/** A newsletter confirmation link works this long: long enough for a mailbox read the next day. */
export const NEWSLETTER_CONFIRM_TTL_HOURS = 72;

/** A mailed password-reset link works once, for this long. */
export const RESET_TOKEN_TTL_MINUTES = 60;
/**
 * Reset requests from one address, and reset mails to one account: enough for a candidate who
 * asks again when a mail is late, not for filling a mailbox (or the outbox) with live links.
 */
export const RESET_REQUESTS_PER_ADDRESS = { max: 10, windowMinutes: 10 } as const;
export const RESET_MAILS_PER_ACCOUNT = { max: 3, windowMinutes: 60 } as const;

/**
 * Failed logins on one account slow its next attempts down, never lock it: past `afterFailures`
 * failures in `windowMinutes`, each attempt waits 1 s, then twice as long after each further
 * failure, up to `maxDelaySeconds`, before its password is checked, so a guesser gets a few tries a
 * minute while the candidate typing the right password still signs in. Counted per account, known
 * or not, so spreading guesses over many addresses meets it too; a sign-in or a password reset clears it.
 */
export const LOGIN_SLOWDOWN = { afterFailures: 10, windowMinutes: 15, maxDelaySeconds: 30 } as const;
/**
 * Auth calls a minute from one address: high, because West-African mobile carriers put many readers
 * behind one address (carrier-grade NAT); guessing one account is stopped by the limit above.
 */
export const AUTH_REQUESTS_PER_ADDRESS_PER_MINUTE = 60;

// The CV maker (docs/product.md §5, "A CV without a PDF"); the form's own limits are beside its
// schema (schemas/cv-builder.ts), which only the maker's chunk loads.
/** A made CV is text and one small portrait: it stays far below this. */
export const CV_BUILT_MAX_BYTES = 150 * 1024;
/** "Photographier mon CV": one photo a page, a CV of one to four pages. */
export const CV_PHOTOS_MAX = 4;
/** The PDF the photos make; each page is compressed until the whole fits. */
export const CV_PHOTOS_PDF_MAX_BYTES = 1024 * 1024;
/**
 * A photo of a page must be big enough to read once printed (a phone gives 8 to 50 MP); past
 * IMAGE_MAX_PIXELS decoding costs too much memory, as for company images.
 */
export const CV_PHOTO_MIN_PIXELS = 300_000;

/** A recruiter's invitation link (docs/product.md §6) sets a password once, within this many days. */
export const RECRUITER_INVITE_TTL_DAYS = 7;
/** Where the board mounts the recruiter space, per language (RECRUITER_SPACE_URL replaces it when set). */
export const RECRUITER_SPACE_PATHS = { fr: '/recruteur', en: '/en/recruiter' } as const;
/** A recruiter's form saves its draft once typing pauses this long. */
export const OFFER_DRAFT_SAVE_DELAY_MS = 700;
