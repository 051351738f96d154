import { useEffect, useState } from "react";

const PHONE_QUERY = "(max-width: 639.98px)";

/** Under 640 px wide the panel fills the screen and is a modal dialog that keeps focus inside. */
export function useIsPhone(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE_QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(PHONE_QUERY);
    const update = () => setPhone(media.matches);
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return phone;
}
