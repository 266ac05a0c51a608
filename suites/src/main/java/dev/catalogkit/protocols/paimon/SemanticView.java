package dev.catalogkit.protocols.paimon;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.catalogkit.client.JsonValue;
import dev.catalogkit.http.Exchange;

/**
 * A semantic view as POST and GET answer it: {@code {"name", "definition": {"format", "content"}}}.
 * Each member is kept as answered, so a broken answer still reads: a member left out shows as
 * {@code absent}, one of another type as its JSON, and neither equals any text a check expects.
 *
 * @param name the local, decoded name the answer gives the view
 * @param format the definition's format
 * @param content the definition's content, byte for byte as the server keeps it
 */
public record SemanticView(JsonValue name, JsonValue format, JsonValue content) {

  /** The semantic view an upsert or a read answered; every member absent without a JSON body. */
  public static SemanticView in(Exchange answer) {
    JsonNode body = answer.json().orElse(MissingNode.getInstance());
    return new SemanticView(
        JsonValue.of(body.at("/name")),
        JsonValue.of(body.at("/definition/format")),
        JsonValue.of(body.at("/definition/content")));
  }
}
