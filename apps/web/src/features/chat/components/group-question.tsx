import { dissolveGroup } from '@ffe/im-client/api/dissolve-group';
import { exitGroup } from '@ffe/im-client/api/exit-group';
import { expelGroupMember } from '@ffe/im-client/api/expel-group-member';
import { useImClient } from '@ffe/im-client/client-context';
import type { GroupMember } from '@ffe/shared/contracts/im-groups';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { alreadyReported } from '../utils/already-reported';
import { useMemberName } from './group-members';
/** What the group panel asks before doing it: expel a member, leave the group, or dissolve it. */
export type GroupQuestion = { kind: 'expel'; member: GroupMember } | { kind: 'exit' } | { kind: 'dissolve' };

/** Asks the group panel's `question` and does it on yes; leaving or dissolving calls `onLeft` and goes to the chat index. */
export function GroupQuestionDialog({
  groupId,
  groupName,
  question,
  onClose,
  onLeft,
}: {
  groupId: string;
  groupName: string;
  question: GroupQuestion | null;
  onClose: () => void;
  onLeft: () => void;
}) {
  const imClient = useImClient();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameOf = useMemberName();

  const leave = async (kind: 'exit' | 'dissolve') => {
    await (kind === 'exit' ? exitGroup : dissolveGroup)(imClient, groupId);
    toast(t(kind === 'exit' ? 'chat.groups.exited' : 'chat.groups.dissolved'), 'success');
    onLeft();
    navigate(pathTo('imIndex'), { replace: true });
  };

  const answer = (q: GroupQuestion) => {
    if (q.kind === 'expel') {
      void expelGroupMember(imClient, groupId, q.member.users._id)
        .then(() => toast(t('chat.groups.expelled'), 'success'))
        .catch(alreadyReported);
    } else {
      void leave(q.kind).catch(alreadyReported);
    }
  };

  const questionText = (() => {
    if (!question) return '';
    if (question.kind === 'expel') return t('chat.groups.expelConfirm', { name: nameOf(question.member) });
    const key = question.kind === 'exit' ? 'chat.groups.exitConfirm' : 'chat.groups.dissolveConfirm';
    return t(key, { name: groupName });
  })();
  const questionAction = question
    ? t({ expel: 'chat.groups.expel', exit: 'chat.groups.exit', dissolve: 'chat.groups.dissolve' }[question.kind])
    : '';

  return (
    <ConfirmDialog
      visible={question !== null}
      content={questionText}
      confirmText={questionAction}
      danger
      onClose={onClose}
      onConfirm={() => {
        if (question) answer(question);
      }}
    />
  );
}
