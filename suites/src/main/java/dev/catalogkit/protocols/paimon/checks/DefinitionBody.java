package dev.catalogkit.protocols.paimon.checks;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.RequestBody;
import java.util.function.Consumer;

/**
 * The body of an upsert, {@code {"definition": {"format", "content"}}}, or one that is wrong in
 * exactly one way: a member missing, empty, or of another JSON type, or no definition at all.
 */
final class DefinitionBody {

  private final ObjectNode body;

  private DefinitionBody(ObjectNode body) {
    this.body = body;
  }

  static DefinitionBody of(String format, String content) {
    ObjectNode body = JsonNodeFactory.instance.objectNode();
    body.putObject("definition").put("format", format).put("content", content);
    return new DefinitionBody(body);
  }

  /** A body of an empty object: no definition. */
  static DefinitionBody withoutDefinition() {
    return new DefinitionBody(JsonNodeFactory.instance.objectNode());
  }

  DefinitionBody without(String member) {
    return changed(definition -> definition.remove(member));
  }

  DefinitionBody with(String member, String value) {
    return changed(definition -> definition.put(member, value));
  }

  DefinitionBody withNumber(String member, int value) {
    return changed(definition -> definition.put(member, value));
  }

  /** The member as an object of one string member instead of a string. */
  DefinitionBody withObject(String member, String key, String value) {
    return changed(definition -> definition.putObject(member).put(key, value));
  }

  RequestBody request() {
    return RequestBody.json(body, null);
  }

  private DefinitionBody changed(Consumer<ObjectNode> change) {
    ObjectNode copy = body.deepCopy();
    change.accept((ObjectNode) copy.path("definition"));
    return new DefinitionBody(copy);
  }
}
