package dev.catalogkit.engine;

import dev.catalogkit.http.Redactor;
import dev.catalogkit.report.writer.ConsoleLine;
import java.util.Arrays;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * The one way a run's text reaches a person: progress and {@code why:} lines, stop and clean-up
 * messages, {@code LEFTOVER} lines and the error line all pass the run's {@link Redactor} (token,
 * credential, {@code --header} secrets, tokens the server issued), then {@link ConsoleLine} (hidden
 * characters made visible, one bounded line each). A text of several lines is taken line by line.
 */
final class ConsoleSink {

  /** Until the run knows its secrets; a run replaces it before its first request. */
  private volatile Redactor redactor = new Redactor(Set.of());

  void redactWith(Redactor runRedactor) {
    this.redactor = runRedactor;
  }

  String readable(String text) {
    return Arrays.stream(String.valueOf(text).split("\n", -1))
        .map(line -> ConsoleLine.of(redactor.text(line)))
        .collect(Collectors.joining("\n"));
  }

  String redacted(String text) {
    return redactor.text(text);
  }

  Consumer<String> to(Consumer<String> out) {
    return text -> out.accept(readable(text));
  }
}
