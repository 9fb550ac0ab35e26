import { useEffect, useState } from 'preact/hooks';
import { send } from '@/utils/messaging/client';

export function App() {
  const [status, setStatus] = useState('Connecting to Scout…');
  useEffect(() => {
    void send('ping', {}).then((reply) =>
      setStatus(reply.ok ? `Scout ${reply.data.version} is ready.` : reply.error.message),
    );
  }, []);
  return (
    <main>
      <h1>Scout</h1>
      <p role="status">{status}</p>
    </main>
  );
}
