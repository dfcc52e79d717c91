// An e-mail address that may wrap after its "@" and nowhere else: in a table column the address
// then needs only its longer half, and no address is split in the middle of a name. One span, so a
// phone's card row (a flex box) gets one item: Firefox made the two halves and the <wbr> three,
// set apart by the row's gap ("leerling@   demo.nl"), and the page scrolled sideways.
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <span>{address}</span>;
  return (
    <span>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}
