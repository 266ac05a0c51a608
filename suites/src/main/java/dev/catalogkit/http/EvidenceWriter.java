package dev.catalogkit.http;

import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.WellFormed;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Turns exchanges into report evidence: credentials redacted, bodies cut at a few KiB. Every string
 * enters the results model here, so here it is made {@link WellFormed} once: a lone surrogate from
 * a server cannot break a report writer later.
 */
public final class EvidenceWriter {

  static final int BODY_LIMIT_BYTES = 4 * 1024;

  private final Redactor redactor;

  public EvidenceWriter(Redactor redactor) {
    this.redactor = redactor;
  }

  public ExchangeRecord record(Exchange exchange) {
    String body = text(exchange.body());
    boolean truncated =
        body != null && body.getBytes(StandardCharsets.UTF_8).length > BODY_LIMIT_BYTES;
    return new ExchangeRecord(
        exchange.operation(),
        exchange.request().method(),
        text(exchange.url()),
        headers(exchange.sentHeaders()),
        cut(text(exchange.request().body())),
        exchange.request().fixture(),
        exchange.status(),
        headers(exchange.headers()),
        cut(body),
        truncated,
        text(exchange.transportError()),
        exchange.schemaViolations().stream().map(this::text).toList(),
        exchange.durationMillis());
  }

  /** Any text bound for a report (a failure message, a reason), credentials redacted. */
  public String text(String text) {
    return WellFormed.text(redactor.text(text));
  }

  private Map<String, String> headers(Map<String, String> headers) {
    Map<String, String> safe = new LinkedHashMap<>();
    redactor.headers(headers).forEach((name, value) -> safe.put(text(name), text(value)));
    return safe;
  }

  /** Cuts text to the body limit at a character boundary. */
  static String cut(String text) {
    if (text == null || text.getBytes(StandardCharsets.UTF_8).length <= BODY_LIMIT_BYTES) {
      return text;
    }
    StringBuilder kept = new StringBuilder();
    int bytes = 0;
    for (int i = 0; i < text.length(); ) {
      int codePoint = text.codePointAt(i);
      int size = new String(Character.toChars(codePoint)).getBytes(StandardCharsets.UTF_8).length;
      if (bytes + size > BODY_LIMIT_BYTES) {
        break;
      }
      kept.appendCodePoint(codePoint);
      bytes += size;
      i += Character.charCount(codePoint);
    }
    return kept.toString();
  }
}
