package dev.catalogkit.protocols.iceberg;

import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.RequirementViolation;
import dev.catalogkit.http.Exchange;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;

/**
 * The error types the spec names for each situation, judged apart from the statuses. A check that
 * got the documented status notes the type the spec names ({@code IcebergSteps#expectErrorType});
 * the audit phase judges every note per situation under one SHOULD requirement, because the types
 * appear only in descriptions and examples (docs/internal/levels.md). A wrong type therefore warns
 * once per situation and never fails the check that provoked the error.
 */
public final class ErrorTypeAudit {

  private static final int EVIDENCE_LIMIT = 3;

  /** One note: the situation (operation, status, named type) and the answer that was seen. */
  private record Note(String situation, String expectedType, Exchange exchange) {}

  private final List<Note> notes = new CopyOnWriteArrayList<>();

  public void note(Exchange exchange, String expectedType) {
    notes.add(
        new Note(
            exchange.operation() + " " + exchange.status() + " " + expectedType,
            expectedType,
            exchange));
  }

  /** The situations noted in the run, sorted: {@code loadView 404 NoSuchViewException}. */
  public Stream<String> situations() {
    return NotApplicable.unlessNone(
        notes.stream().map(Note::situation).distinct().sorted(),
        "the server answered no request with an error this audit judges");
  }

  /** Every answer noted for the situation named the documented type, or a violation says which. */
  public void verify(String situation) {
    List<Note> mine = notes.stream().filter(n -> n.situation().equals(situation)).toList();
    List<Note> wrong =
        mine.stream().filter(n -> !n.expectedType().equals(ErrorBody.type(n.exchange()))).toList();
    if (!wrong.isEmpty()) {
      String seen = ErrorBody.type(wrong.get(0).exchange());
      throw new RequirementViolation(
          "error type " + wrong.get(0).expectedType(),
          wrong.size()
              + " of "
              + mine.size()
              + " answers named "
              + (seen == null ? "no type" : "type \"" + seen + "\""),
          null,
          wrong.stream().limit(EVIDENCE_LIMIT).map(Note::exchange).toList());
    }
  }
}
