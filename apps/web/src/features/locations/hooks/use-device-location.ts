import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The device's location for "use my location" (permission starts as 'prompt'). The
 * browser asks the diner; a refusal is 'denied', a position the device could not get (no signal, timeout) is
 * 'failed', a browser without geolocation (or a page not served over https) is 'unsupported'.
 */
export type DeviceLocationState =
  | { status: 'prompt' }
  | { status: 'locating' }
  | { status: 'granted'; lat: number; lng: number }
  | { status: 'denied' }
  | { status: 'failed' }
  | { status: 'unsupported' };

export function useDeviceLocation() {
  const [state, setState] = useState<DeviceLocationState>({ status: 'prompt' });
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const locate = useCallback(() => {
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation || (typeof window !== 'undefined' && window.isSecureContext === false)) {
      setState({ status: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      (position) => {
        if (live.current)
          setState({ status: 'granted', lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        if (live.current) setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'failed' });
      },
      // A city block is close enough to rank locations; an old fix (10 min) saves the wait.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  }, []);

  const forget = useCallback(() => setState({ status: 'prompt' }), []);
  return { state, locate, forget };
}
