export function App() {
  return (
    <main>
      <h1>Scout options</h1>
    </main>
  );
}
