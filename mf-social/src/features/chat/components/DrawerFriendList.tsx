// The drawer's first view: friends with a search box; picking one opens the conversation.
import { useState } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../../components/Avatar';
import type { ChatPartner } from '../../../lib/chat-partner';

const Search = styled.input`
  width: 100%;
  font: inherit;
  padding: 10px;
  margin-bottom: 10px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  button {
    width: 100%;
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 10px 6px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
    &:hover,
    &:focus-visible {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  }
  .name {
    flex: 1;
    font-weight: 700;
  }
  .unread {
    min-width: 22px;
    padding: 0 6px;
    border-radius: 999px;
    text-align: center;
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    font-size: 0.8rem;
    font-weight: 800;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** Friend list with search. */
export function DrawerFriendList(props: {
  friends: ChatPartner[] | undefined;
  failed?: boolean;
  unread: Record<string, number>;
  onPick: (p: ChatPartner) => void;
}) {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = (props.friends ?? []).filter((f) => f.username.toLowerCase().includes(needle));
  return (
    <>
      <Search
        type="search"
        aria-label="Search friends"
        placeholder="Search friends"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {props.failed && <Note role="alert">We couldn't load your friends. Please try again soon.</Note>}
      {!props.failed && !props.friends && <Note>Loading your friends...</Note>}
      {props.friends && props.friends.length === 0 && (
        <Note>Add friends on the Friends screen to start chatting.</Note>
      )}
      {props.friends && props.friends.length > 0 && shown.length === 0 && (
        <Note>No friend matches “{query}”.</Note>
      )}
      <Rows aria-label="Friends to chat with">
        {shown.map((f) => {
          const count = props.unread[f.id] ?? 0;
          return (
            <li key={f.id}>
              <button
                onClick={() => props.onPick(f)}
                aria-label={`Chat with ${f.username}${count ? `, ${count} unread` : ''}`}
              >
                <Avatar username={f.username} avatarUrl={f.avatarUrl} size={40} online={f.isOnline} />
                <span className="name">{f.username}</span>
                {count > 0 && (
                  <span className="unread" aria-hidden="true">
                    {count}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </Rows>
    </>
  );
}
