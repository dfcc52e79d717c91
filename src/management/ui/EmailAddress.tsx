// An e-mail address that may wrap after its "@" and nowhere else: in a table column the address
// then needs only its longer half, and no address is split in the middle of a name.
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
