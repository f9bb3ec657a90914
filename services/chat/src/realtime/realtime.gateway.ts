import { Logger } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayDisconnect, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';

/** `/ws` on the service's HTTP port. For now it keeps connections open and answers pings; the chat comes later. */
@WebSocketGateway({ path: '/ws' })
export class RealtimeGateway implements OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger('RealtimeGateway');

  handleConnection(): void {
    this.logger.debug('WebSocket client connected');
  }

  handleDisconnect(): void {
    this.logger.debug('WebSocket client disconnected');
  }

  @SubscribeMessage('ping')
  ping(): { type: 'pong' } {
    return { type: 'pong' };
  }
}
