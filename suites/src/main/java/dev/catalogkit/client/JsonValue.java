package dev.catalogkit.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;

/**
 * A piece of a JSON answer or request that a check compares but does not look into: equal when the
 * JSON is equal (member order does not matter), shown as JSON text ({@code absent} when missing).
 * Keeps the checks free of the JSON library.
 */
public final class JsonValue {

  private final JsonNode node;

  private JsonValue(JsonNode node) {
    this.node = node == null ? MissingNode.getInstance() : node;
  }

  public static JsonValue of(JsonNode node) {
    return new JsonValue(node);
  }

  public boolean isPresent() {
    return !node.isMissingNode();
  }

  public boolean isEmptyArray() {
    return node.isArray() && node.isEmpty();
  }

  public boolean isText() {
    return node.isTextual();
  }

  /** The value as text, for a JSON string; its JSON text otherwise. */
  public String text() {
    return node.isTextual() ? node.asText() : toString();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof JsonValue value && node.equals(value.node);
  }

  @Override
  public int hashCode() {
    return node.hashCode();
  }

  @Override
  public String toString() {
    return node.isMissingNode() ? "absent" : node.toString();
  }
}
