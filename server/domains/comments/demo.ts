/**
 * Demo comments (issue 15: demo articles "with comments"): a short conversation under each demo
 * article in its language (English and Simplified Chinese), by the demo fans, with a reply and a few
 * likes, spread over the hours after the article. Only the first start writes them (server/db/seed.ts).
 */
import type { CommentTargetKind } from '../../../shared/comments/model.ts';

/** A demo comment: its text, the fan (index into the fans), how many other fans like it, its replies. */
export interface DemoComment {
  text: string;
  fan: number;
  likes: number;
  replies?: { text: string; fan: number }[];
}

export interface DemoTarget {
  kind: CommentTargetKind;
  id: number;
  language: string;
  /** When the item was published: comments come after it. */
  at: Date;
}

const CONVERSATIONS: Record<'en_US' | 'zh_CN', DemoComment[][]> = {
  en_US: [
    [
      {
        text: 'Great read. The draft section is spot on.',
        fan: 0,
        likes: 4,
        replies: [{ text: 'Agreed, priority picks decide series now.', fan: 2 }],
      },
      { text: 'Still think the underdogs take at least one map.', fan: 3, likes: 1 },
    ],
    [
      { text: 'Finally someone says it about side selection.', fan: 5, likes: 2 },
      {
        text: 'Can we get a stats breakdown like this every week?',
        fan: 1,
        likes: 3,
        replies: [{ text: '+1, this is the content I come here for.', fan: 4 }],
      },
    ],
    [
      { text: 'That comeback was unreal. Watched it live twice.', fan: 2, likes: 5 },
      { text: 'The coach deserves more credit here.', fan: 0, likes: 1 },
    ],
  ],
  zh_CN: [
    [
      {
        text: '分析得很到位，BP 这一段说到点子上了。',
        fan: 1,
        likes: 3,
        replies: [{ text: '同意，现在版本优先级太重要了。', fan: 4 }],
      },
      { text: '我还是觉得黑马至少能拿下一局。', fan: 3, likes: 1 },
    ],
    [
      { text: '终于有人讲选边的问题了。', fan: 0, likes: 2 },
      {
        text: '希望每周都能有这样的数据分析！',
        fan: 5,
        likes: 3,
        replies: [{ text: '+1，就是冲这个来的。', fan: 2 }],
      },
    ],
    [
      { text: '这波翻盘太精彩了，直播看了两遍。', fan: 4, likes: 4 },
      { text: '教练的功劳应该被更多人看到。', fan: 1, likes: 1 },
    ],
  ],
};

/** The conversation under the `index`-th demo item of a language (none for other languages). */
export function demoConversation(language: string, index: number): DemoComment[] {
  const set = CONVERSATIONS[language as keyof typeof CONVERSATIONS];
  return set ? (set[index % set.length] ?? []) : [];
}
