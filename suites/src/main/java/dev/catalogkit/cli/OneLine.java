package dev.catalogkit.cli;

import dev.catalogkit.report.writer.ConsoleLine;

/**
 * A problem as one line for the console: its message, or its type when it has none, hidden
 * characters made visible and cut as every console line is ({@link ConsoleLine}).
 */
final class OneLine {

  private OneLine() {}

  static String of(Throwable problem) {
    return ConsoleLine.of(textOf(problem).replaceAll("\\s+", " ").trim());
  }

  /** The problem's message, or its type when it has none, as it is. */
  static String textOf(Throwable problem) {
    String message = problem.getMessage();
    return message == null || message.isBlank() ? problem.getClass().getSimpleName() : message;
  }
}
