/** Session timing of docs/product.md §4/§9, shared by the client's cookies and the server's tokens. */
export const nowSeconds = (now: number = Date.now()) => Math.floor(now / 1000);

/** expireAt = now (epoch seconds) + expiresIn. */
export const computeExpireAt = (expiresIn: number, now: number = Date.now()) => nowSeconds(now) + expiresIn;

/** Expired when the current time in seconds is at or past expireAt. */
export const isExpired = (expireAt: number, now: number = Date.now()) => nowSeconds(now) >= expireAt;
