package dev.catalogkit.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A request body as sent: its exact text and the fixture it came from (for the report). Text, not a
 * tree, so the kit can also send what no tree can hold, such as invalid JSON.
 */
public record RequestBody(String text, String fixture) {

  private static final ObjectMapper JSON = new ObjectMapper();

  public static RequestBody json(JsonNode node, String fixture) {
    try {
      return new RequestBody(JSON.writeValueAsString(node), fixture);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree always serialises", e);
    }
  }
}
