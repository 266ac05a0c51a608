package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * An Iceberg error body, read leniently so that a missing wrapper fails only the rule that demands
 * it: the details are the {@code error} object, or the body itself when it has none.
 */
final class ErrorDetails {

  private final boolean wrapped;
  private final List<String> besideError;
  private final boolean json;
  private final JsonNode details;
  private final String contentType;
  private final int status;

  private ErrorDetails(Exchange error) {
    this.contentType = String.valueOf(error.header("Content-Type"));
    this.status = error.status();
    JsonNode wrapper = error.at("/error");
    this.wrapped = wrapper.isObject();
    List<String> others = new ArrayList<>();
    error.json().ifPresent(body -> body.fieldNames().forEachRemaining(others::add));
    others.remove("error");
    this.besideError = List.copyOf(others);
    this.json = error.json().isPresent();
    this.details = wrapped ? wrapper : error.json().orElse(error.at("/"));
  }

  static ErrorDetails of(Exchange error) {
    return new ErrorDetails(error);
  }

  /** The body is a JSON object with an {@code error} object. */
  boolean wrapped() {
    return wrapped;
  }

  /** The body's top-level members other than {@code error} (IcebergErrorResponse allows none). */
  List<String> besideError() {
    return besideError;
  }

  /** The answer says it is JSON: Content-Type application/json. */
  boolean servedAsJson() {
    return contentType.toLowerCase(Locale.ROOT).startsWith("application/json");
  }

  /**
   * Plain text, which the spec allows "in some cases" from "the server's middleware": not a
   * malformed error body, but an error not served as JSON (ICE-ERR-04).
   */
  boolean fromMiddleware() {
    return contentType.toLowerCase(Locale.ROOT).startsWith("text/plain");
  }

  String contentType() {
    return contentType;
  }

  int status() {
    return status;
  }

  /** The body parses as JSON at all. */
  boolean isJson() {
    return json;
  }

  /** message, type and code with the documented JSON types. */
  boolean complete() {
    return details.path("message").isTextual()
        && details.path("type").isTextual()
        && details.path("code").isIntegralNumber();
  }

  /** The JSON types found, for the report: {@code message STRING, type MISSING, code NUMBER}. */
  String kinds() {
    return "message "
        + details.path("message").getNodeType()
        + ", type "
        + details.path("type").getNodeType()
        + ", code "
        + details.path("code").getNodeType();
  }

  /** The type and code, as the report shows them: {@code NoSuchViewException 404}. */
  String typeAndCode() {
    return details.path("type").asText("(no type)") + " " + details.path("code");
  }

  OptionalInt code() {
    JsonNode code = details.path("code");
    return code.isIntegralNumber() ? OptionalInt.of(code.asInt()) : OptionalInt.empty();
  }
}
