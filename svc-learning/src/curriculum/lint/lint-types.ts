// The part of a module file the content lint reads, and what it reports.

export interface LintQuestion {
  question: string;
  options: string[];
  correct: number;
  feedback: string[];
}

export interface LintLesson {
  id: string;
  content: { quiz?: LintQuestion[] } & Record<string, unknown>;
  [key: string]: unknown;
}

/** The part of a module file the lint reads (`level` groups the near-duplicate check). */
export interface LintModule {
  id: string;
  level?: string;
  lessons: LintLesson[];
}

/** One broken rule: where (module, lesson, question) and what. */
export interface LintProblem {
  moduleId: string;
  lessonId?: string;
  question?: number;
  rule:
    | 'one-correct'
    | 'feedback'
    | 'duplicate-option'
    | 'longest-keyed'
    | 'lesson-id'
    | 'temperature'
    | 'position-share'
    | 'longest-two'
    | 'blind-pass'
    | 'near-duplicate'
    | 'stem-gives-answer';
  message: string;
}
