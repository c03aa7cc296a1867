// Next's ambient types (CSS imports, images), as its generated next-env.d.ts would give them:
// that file points into the build folder, which the repository's typecheck runs without.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
