package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.RequestBody;
import java.util.List;
import java.util.Optional;

/** The commit of a replace-view: the view's identifier, its requirement and its updates. */
public final class ReplaceBody {

  private ReplaceBody() {}

  /** The members of a commit that the Replace a view page does not mark required. */
  public enum OptionalMember {
    IDENTIFIER("identifier"),
    REQUIREMENTS("requirements");

    private final String member;

    OptionalMember(String member) {
      this.member = member;
    }

    @Override
    public String toString() {
      return member;
    }
  }

  /** A commit guarded by {@code assert-view-uuid} with this UUID, or unguarded when empty. */
  public static RequestBody of(
      List<String> namespace, String view, Optional<String> uuid, List<ViewUpdate> updates) {
    return RequestBody.json(node(namespace, view, uuid, updates), null);
  }

  /** As {@link #of}, with this member left out. */
  public static RequestBody without(
      OptionalMember left,
      List<String> namespace,
      String view,
      Optional<String> uuid,
      List<ViewUpdate> updates) {
    ObjectNode body = node(namespace, view, uuid, updates);
    body.remove(left.member);
    return RequestBody.json(body, null);
  }

  private static ObjectNode node(
      List<String> namespace, String view, Optional<String> uuid, List<ViewUpdate> updates) {
    ObjectNode body = JsonNodeFactory.instance.objectNode();
    RenameBody.identifier(body.putObject(OptionalMember.IDENTIFIER.member), namespace, view);
    ArrayNode requirements = body.putArray(OptionalMember.REQUIREMENTS.member);
    uuid.ifPresent(
        guard -> requirements.addObject().put("type", "assert-view-uuid").put("uuid", guard));
    ArrayNode array = body.putArray("updates");
    updates.forEach(update -> array.add(update.json()));
    return body;
  }
}
