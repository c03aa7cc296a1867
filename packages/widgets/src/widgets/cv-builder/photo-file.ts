/**
 * Whether a file chosen as a CV is a photo (of a paper CV, most often): it is offered "Photographier
 * mon CV" at once instead of failing as a non-PDF at Send (docs/product.md §5).
 */
export const isPhotoFile = (file: File) =>
  /^image\/(jpeg|png|webp|heic|heif)$/.test(file.type) || /\.(jpe?g|png|webp|hei[cf])$/i.test(file.name);
