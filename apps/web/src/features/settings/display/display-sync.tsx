import { useEffect } from 'react';
import { useSettings } from '../../../api/settings';
import { displayStore } from './display-store';

/** Keeps the display store on the signed-in user's saved settings. */
export default function DisplaySync() {
  const { data } = useSettings();
  useEffect(() => {
    if (data) displayStore.setSaved(data.display);
  }, [data]);
  return null;
}
