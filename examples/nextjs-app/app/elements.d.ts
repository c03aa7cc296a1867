// `<baobab-*>` elements type-check in TSX: their attributes as @baobab/widgets declares them.
import type {} from '@baobab/widgets/elements';
