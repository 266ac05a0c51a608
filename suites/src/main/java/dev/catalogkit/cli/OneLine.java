package dev.catalogkit.cli;

/** A problem as one line for the console: its message, or its type when it has none. */
final class OneLine {

  private OneLine() {}

  static String of(Throwable problem) {
    String message = problem.getMessage();
    String text =
        message == null || message.isBlank() ? problem.getClass().getSimpleName() : message;
    return text.replaceAll("\\s+", " ").trim();
  }
}
