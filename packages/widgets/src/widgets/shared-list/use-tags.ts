import type { Tag } from '@baobab/core';
import { useEffect, useState } from 'react';
import { useRuntime } from '../../runtime/context';

/** The activity domains to filter by; none while loading or when the call fails (spec §8). */
export function useTags(): Tag[] {
  const { client } = useRuntime();
  const [tags, setTags] = useState<Tag[]>([]);
  useEffect(() => {
    let current = true;
    void client.catalogue.tags().then((answer) => current && setTags(answer));
    return () => {
      current = false;
    };
  }, [client]);
  return tags;
}
