// The spool a scanned code names. Spoolman's printed labels carry `web+spoolman:s-<id>`; a code
// holding the address of a spool's page in Spoolman (…/spool/show/<id>) names it too. Pure;
// table-tested.

/** The spool id a scanned text names, or null when it names none. */
export function spoolIdFromCode(text: string): number | null {
  const code = text.trim();
  const match =
    /^web\+spoolman:s-(\d+)$/i.exec(code) ??
    /^https?:\/\/[^\s]*\/spool\/show\/(\d+)\/?(?:[?#]\S*)?$/i.exec(code);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
