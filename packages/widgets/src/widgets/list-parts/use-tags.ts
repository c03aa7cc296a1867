import type { Tag } from '@baobab/core';
import { useEffect, useState } from 'react';
import { useRuntime } from '../../runtime/context';

/**
 * The activity domains to filter by; none while loading or when the call fails (docs/product.md §8).
 * `initial` (server-rendered) spares the call. A company's list offers only its offers' domains.
 */
export function useTags(initial?: Tag[], company?: string): Tag[] {
  const { client } = useRuntime();
  const [tags, setTags] = useState<Tag[]>(initial ?? []);
  const preloaded = initial !== undefined;
  useEffect(() => {
    if (preloaded) return;
    let current = true;
    void client.catalogue.tags(company).then((answer) => current && setTags(answer));
    return () => {
      current = false;
    };
  }, [client, preloaded, company]);
  return tags;
}
