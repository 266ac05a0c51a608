package dev.catalogkit.protocols.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.http.Exchange;

/**
 * Reads an Iceberg error body. The type is read from the {@code error} wrapper, or from a flat body
 * as a fallback, so that a missing wrapper fails only the error-model requirement that demands it
 * and not every check that expects a particular error type.
 */
public final class ErrorBody {

  private ErrorBody() {}

  public static String type(Exchange exchange) {
    JsonNode wrapped = exchange.at("/error/type");
    if (wrapped.isTextual()) {
      return wrapped.asText();
    }
    JsonNode flat = exchange.at("/type");
    return flat.isTextual() ? flat.asText() : null;
  }
}
