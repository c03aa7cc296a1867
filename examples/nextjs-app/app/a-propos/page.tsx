/** A page without widgets: navigating here and back unmounts and mounts them again. */
export default function About() {
  return (
    <>
      <h1>À propos</h1>
      <p>Teranga Digital construit des services numériques à Dakar depuis 2012.</p>
    </>
  );
}
