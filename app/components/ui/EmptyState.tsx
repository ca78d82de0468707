import { BallIcon } from "./icons";

export function EmptyState({ message }: { message: string }) {
  return (
    <div className="empty-state card" data-testid="empty-state">
      <BallIcon />
      <p>{message}</p>
    </div>
  );
}
