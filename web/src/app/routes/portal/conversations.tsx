import { useParams } from 'react-router-dom';
import { PortalPage } from '../../../components/layouts/portal-page';
import { ConversationsInbox } from '../../../features/conversations/components/conversations-inbox';

/** /conversations and /conversations/:id: the public chat's conversations, answered live by an advisor. */
export function ConversationsRoute() {
  const { id } = useParams();
  return (
    <PortalPage title="Conversaciones" description="Los chats del sitio: toma los que esperan a un asesor y responde en vivo.">
      <ConversationsInbox selectedId={id} />
    </PortalPage>
  );
}
