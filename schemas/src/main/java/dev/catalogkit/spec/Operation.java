package dev.catalogkit.spec;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * One operation of a spec document: its operationId, HTTP method (upper case), path template as
 * written ({@code /v1/{prefix}/namespaces/{namespace}/views}) and the response keys it documents,
 * as written and in document order ({@code "200"}, {@code "404"}, {@code "5XX"}, {@code
 * "default"}).
 */
public record Operation(
    String id, String method, String pathTemplate, List<String> documentedStatuses) {

  public Operation {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(method, "method of " + id);
    Objects.requireNonNull(pathTemplate, "pathTemplate of " + id);
    documentedStatuses = List.copyOf(documentedStatuses);
  }

  /** Whether the spec documents {@code status} for this operation, exactly, by range or default. */
  public boolean documents(int status) {
    return documentedKey(status).isPresent();
  }

  /**
   * The response key that governs {@code status}: the exact code if documented, else its range
   * ({@code 5XX}), else {@code default}; empty when none applies.
   */
  public Optional<String> documentedKey(int status) {
    String exact = Integer.toString(status);
    String range = (status / 100) + "XX";
    Optional<String> found = find(exact);
    if (found.isEmpty() && status >= 100 && status <= 599) {
      found = find(range);
    }
    return found.or(() -> find("default"));
  }

  private Optional<String> find(String key) {
    return documentedStatuses.stream()
        .filter(s -> s.toUpperCase(Locale.ROOT).equals(key.toUpperCase(Locale.ROOT)))
        .findFirst();
  }

  /** {@code GET /v1/{prefix}/namespaces}, for messages and reports. */
  @Override
  public String toString() {
    return id + " (" + method + " " + pathTemplate + ")";
  }
}
