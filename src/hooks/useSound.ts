import { useCallback, useRef } from "react";

/**
 * Returns a function that plays a short sound. The file is requested on the
 * first call only, so visitors who never ask for it never download it.
 */
export function useSound(src: string): () => void {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  return useCallback(() => {
    audioRef.current ??= new Audio(src);
    const audio = audioRef.current;
    audio.currentTime = 0;
    // Browsers may refuse playback (no audio device, muted tab): the click stays harmless.
    audio.play()?.catch(() => undefined);
  }, [src]);
}
