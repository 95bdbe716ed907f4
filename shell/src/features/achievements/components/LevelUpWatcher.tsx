// Notices a level rise between two GET /api/user answers and queues a level-up popup.
import { useEffect, useRef } from 'react';
import { useAppDispatch, useGetCurrentUserQuery } from '@fff/platform';
import { levelObserved } from '../achievement-slice';

/** Renders nothing; compares each new user answer's level with the previous one. */
export function LevelUpWatcher() {
  const { data } = useGetCurrentUserQuery();
  const dispatch = useAppDispatch();
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!data) return;
    if (previous.current !== null) dispatch(levelObserved({ previous: previous.current, level: data.level }));
    previous.current = data.level;
  }, [data, dispatch]);
  return null;
}
