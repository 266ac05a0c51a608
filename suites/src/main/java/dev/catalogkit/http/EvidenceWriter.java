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

  /** The limit in characters (each is a byte or more), and as much again for a secret. */
  private static final int PRE_CUT_CHARS = 2 * BODY_LIMIT_BYTES;

  private final Redactor redactor;

  public EvidenceWriter(Redactor redactor) {
    this.redactor = redactor;
  }

  public ExchangeRecord record(Exchange exchange) {
    String whole = exchange.body();
    String body = text(preCut(whole));
    boolean truncated =
        (whole != null && whole.length() > PRE_CUT_CHARS)
            || (body != null && body.getBytes(StandardCharsets.UTF_8).length > BODY_LIMIT_BYTES);
    return new ExchangeRecord(
        exchange.operation(),
        exchange.request().method(),
        text(exchange.url()),
        headers(exchange.sentHeaders()),
        cut(text(preCut(exchange.request().body()))),
        exchange.request().fixture(),
        exchange.status(),
        headers(exchange.headers()),
        cut(body),
        truncated,
        text(exchange.transportError()),
        exchange.schemaViolations().stream().map(this::text).toList(),
        exchange.durationMillis());
  }

  /**
   * A body's start, long enough for the evidence and for a secret that begins inside that to be
   * redacted whole: redacting and measuring a body of megabytes only to keep 4 KiB of it was most
   * of what a run against huge listings allocated.
   */
  private static String preCut(String body) {
    return body == null || body.length() <= PRE_CUT_CHARS ? body : body.substring(0, PRE_CUT_CHARS);
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
